import { useEffect, useState } from 'react';

/** Whether a moment (ISO) is still to come; turns false by itself when it passes. */
export function useUntil(iso: string | null): boolean {
  const end = iso ? new Date(iso).getTime() : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const left = end - Date.now();
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), left + 50);
    return () => window.clearTimeout(timer);
  }, [end]);
  return end > now;
}
