import { useEffect, type RefObject } from 'react';

/** The close buttons of the dialogs on the page, newest last; a closed dialog's is unset. */
const dialogs: RefObject<HTMLButtonElement | null>[] = [];

/**
 * Lists a dialog's close button while the dialog is on the page. Radix hands Escape to the newest layer
 * only, and a toast raised from inside a dialog is newer than it, so the toaster passes Escape on.
 */
export const useOpenDialog = (close: RefObject<HTMLButtonElement | null>) =>
  useEffect(() => {
    dialogs.push(close);
    return () => {
      dialogs.splice(dialogs.indexOf(close), 1);
    };
  }, [close]);

/** Closes the newest open dialog; false when none is open. */
export const closeNewestDialog = () => {
  const close = dialogs.findLast((dialog) => dialog.current)?.current;
  close?.click();
  return Boolean(close);
};
