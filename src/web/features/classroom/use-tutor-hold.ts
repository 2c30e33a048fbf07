import { useEffect, useState } from 'react';

/**
 * A hold the tutor puts on a pupil's microphone or camera, as the pupil lives it (decision 118):
 * it goes off on their own page too, so nothing is sent while Janus drops it, and it stays off
 * when the tutor lets it through again: nobody's microphone or camera is turned on for them.
 * Says each change.
 */
export function useTutorHold(
  held: boolean,
  setOn: (on: boolean) => void,
  text: { held: string; released: string },
) {
  const [shown, setShown] = useState({ held, notice: held ? text.held : '' });
  if (shown.held !== held) setShown({ held, notice: held ? text.held : text.released });
  useEffect(() => {
    if (held) setOn(false);
  }, [held, setOn]);
  return shown;
}
