import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';
import { useOpenDialog } from './open-dialogs.js';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * What opened a dialog: the focused element, or for an item of a menu the menu's button, as the
 * item leaves with its menu (Radix labels a menu by its button).
 */
function openerOf(active: Element | null) {
  const menu = active?.closest('[role="menu"]');
  const button = menu?.getAttribute('aria-labelledby');
  return button ? document.getElementById(button) : active;
}

export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const close = useRef<HTMLButtonElement>(null);
  useOpenDialog(close);
  // Radix gives focus back to a Trigger; most dialogs here open from a button of their own state
  // instead, and focus then fell to <body>. The element focused when the dialog opened gets it
  // back, so every dialog returns focus where it came from (issue 26 §5).
  const opener = useRef<Element | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)]',
          '-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl',
          // A width in className replaces the default: with both, the stylesheet's order would pick.
          !className?.includes('max-w-') && 'max-w-md',
          className,
        )}
        onOpenAutoFocus={(event) => {
          opener.current = openerOf(document.activeElement);
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          if (event.defaultPrevented || !(back instanceof HTMLElement) || !back.isConnected) return;
          if (back === document.body) return;
          event.preventDefault();
          back.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          ref={close}
          aria-label="Close dialog"
          className="absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('pr-8 text-lg font-semibold text-slate-900', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-sm text-slate-600', className)} {...props} />
  );
}
