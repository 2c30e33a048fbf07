import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST_DURATION_MS } from '../../../shared/constants.js';
import { cn } from '../../lib/cn.js';
import { closeNewestDialog } from './open-dialogs.js';
import { removeToast, useToasts } from './toast-store.js';

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          // Failures interrupt the screen reader; confirmations wait their turn.
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) removeToast(item.id);
          }}
          // Escape belongs to the dialog the toast came from; the toast stays to be read.
          onEscapeKeyDown={(event) => {
            if (closeNewestDialog()) event.preventDefault();
          }}
          className={cn(
            'relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <ToastPrimitive.Title className="text-sm font-semibold">
            {item.title}
          </ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description
              className={cn(
                'text-sm',
                item.variant === 'destructive' ? 'text-red-50' : 'text-slate-700',
              )}
            >
              {item.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className={cn(
              'absolute top-3 right-3 rounded-md p-1',
              item.variant === 'destructive'
                ? 'text-red-50 hover:bg-red-800'
                : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Below the 4rem headers, so a toast never covers the account menu or the menu toggle. */}
      <ToastPrimitive.Viewport className="fixed top-16 right-0 z-100 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
