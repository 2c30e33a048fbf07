import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidate } from '../../lib/invalidate.js';
import { API } from '../../lib/query-keys.js';

/** While the stream is down, the lists and the unread count are asked for this often. */
export const POLL_MS = 15_000;
/** A stream the server refused (EventSource then gives up for good) is tried again after this. */
const RETRY_MS = 30_000;
/** Moving between pages remounts the shell: the stream outlives that instead of reconnecting. */
const LINGER_MS = 2_000;

/**
 * Listens to the messaging stream (decision 056) and refreshes whatever is on screen when an event
 * arrives; the events carry ids only, so the reads come from the API as usual. While the stream is
 * down, polls instead, and refreshes once more when it comes back, for what it missed meanwhile.
 */
export function openStream(refresh: () => void): () => void {
  let source: EventSource | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    source = new EventSource(API.messageEvents, { withCredentials: true });
    source.onmessage = refresh;
    source.onopen = () => {
      if (poll === undefined) return;
      clearInterval(poll);
      poll = undefined;
      refresh();
    };
    source.onerror = () => {
      poll ??= setInterval(refresh, POLL_MS);
      // CONNECTING: the browser reconnects by itself. CLOSED: it never will.
      if (source?.readyState === EventSource.CLOSED) retry = setTimeout(connect, RETRY_MS);
    };
  };

  connect();
  return () => {
    source?.close();
    clearInterval(poll);
    clearTimeout(retry);
  };
}

/** One stream per tab, however many components ask for it. */
let users = 0;
let close: (() => void) | undefined;
let lingering: ReturnType<typeof setTimeout> | undefined;

/** Keeps this tab's messaging screens and the shell's unread count up to date while mounted. */
export function useMessagingLiveUpdates(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    users += 1;
    clearTimeout(lingering);
    close ??= openStream(() => void invalidate(queryClient, 'messages'));
    return () => {
      users -= 1;
      if (users > 0) return;
      lingering = setTimeout(() => {
        close?.();
        close = undefined;
      }, LINGER_MS);
    };
  }, [enabled, queryClient]);
}
