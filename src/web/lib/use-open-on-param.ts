import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page opened with ?new=1 (from a dashboard button) starts with its add dialog open. The
 * parameter is removed at once, so going back or reloading does not open it again.
 */
export function useOpenOnParam(param = 'new') {
  const [params, setParams] = useSearchParams();
  const [initiallyOpen] = useState(() => params.has(param));
  useEffect(() => {
    if (!params.has(param)) return;
    const next = new URLSearchParams(params);
    next.delete(param);
    setParams(next, { replace: true });
  }, [params, param, setParams]);
  return initiallyOpen;
}
