import { Suspense, useState, type ReactNode } from 'react';

interface DeferredMenuProps {
  label: string;
  className: string;
  /** What the button shows: an icon or an avatar. */
  children: ReactNode;
  /** Starts loading the menu's code when the pointer or the focus reaches the button. */
  preload: () => unknown;
  /** The real menu, rendered open: mounted by the first click, it stays for the ones after. */
  menu: ReactNode;
}

/**
 * A menu whose code (Radix's menu and its positioning) loads when it is first opened. Until then
 * its trigger is a plain button that looks and reads the same, so a home page that shows only the
 * button stays within its script budget (issue 14).
 */
export function DeferredMenu({ label, className, children, preload, menu }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      {children}
    </button>
  );
  return wanted ? <Suspense fallback={button}>{menu}</Suspense> : button;
}
