import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from './use-media-query.js';

interface Choice {
  open: boolean;
  wide: boolean;
  pathname: string;
}

/**
 * Open by default on wide screens, closed on narrow ones. A person's choice holds until the
 * screen crosses the breakpoint, and on narrow screens until the route changes: derived from
 * state rather than reset in an effect, so there is no flash of the wrong state.
 */
export const useResponsiveSidebar = (breakpointPx: number) => {
  const wide = useMediaQuery(`(min-width: ${breakpointPx}px)`);
  const { pathname } = useLocation();
  const [choice, setChoice] = useState<Choice | null>(null);
  const choiceHolds =
    choice !== null && choice.wide === wide && (wide || choice.pathname === pathname);
  const open = choiceHolds ? choice.open : wide;
  const setOpen = (next: boolean) => setChoice({ open: next, wide, pathname });
  return { open, wide, setOpen };
};
