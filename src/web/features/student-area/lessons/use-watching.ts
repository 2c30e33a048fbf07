import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRecordView } from '../../family-area/api.js';
import { WATCH_PARAM } from '../../../lib/watch-param.js';

const lessonIdOf = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * Which lesson's player is open. Opening one tells the server a view happened (spec 2 §7); a
 * ?watch= link opens its lesson on arrival, and the parameter is dropped so a reload does not
 * count the view again.
 */
export function useWatching() {
  const [params, setParams] = useSearchParams();
  const [arrivalId] = useState(() => lessonIdOf(params.get(WATCH_PARAM)));
  const [watching, setWatching] = useState<number | null>(arrivalId);
  const { mutate: recordView } = useRecordView();
  const counted = useRef(false);

  useEffect(() => {
    if (arrivalId !== null && !counted.current) {
      counted.current = true;
      recordView(arrivalId);
    }
    if (params.has(WATCH_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(WATCH_PARAM);
      setParams(next, { replace: true });
    }
  }, [arrivalId, params, setParams, recordView]);

  return {
    watching,
    watch: (id: number) => {
      setWatching(id);
      recordView(id);
    },
    close: () => setWatching(null),
  };
}
