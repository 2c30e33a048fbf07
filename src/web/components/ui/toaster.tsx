import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, TriangleAlert, X } from 'lucide-react';
import { TOAST_DURATION_MS } from '../../../shared/constants.js';
import { cn } from '../../lib/cn.js';
import { closeNewestDialog } from './open-dialogs.js';
import { removeToast, useToasts, type ToastVariant } from './toast-store.js';

const LOOKS: Record<ToastVariant, { root: string; description: string; close: string }> = {
  default: {
    root: 'border-slate-200 bg-white text-slate-900',
    description: 'text-slate-700',
    close: 'text-slate-600 hover:bg-slate-100',
  },
  warning: {
    root: 'border-amber-300 bg-amber-50 text-amber-950',
    description: 'text-amber-950',
    close: 'text-amber-950 hover:bg-amber-100',
  },
  destructive: {
    root: 'border-red-800 bg-red-700 text-white',
    description: 'text-red-50',
    close: 'text-red-50 hover:bg-red-800',
  },
};

/** Said before the title, so a warning and a failure differ by more than their colour. */
const ICONS = {
  warning: { Icon: TriangleAlert, label: 'Warning' },
  destructive: { Icon: CircleAlert, label: 'Error' },
} as const;

function ToastIcon({ variant }: { variant: keyof typeof ICONS }) {
  const { Icon, label } = ICONS[variant];
  return <Icon role="img" aria-label={label} className="size-4 shrink-0" />;
}

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          // Failures and warnings interrupt the screen reader; confirmations wait their turn.
          type={item.variant === 'default' ? 'background' : 'foreground'}
          onOpenChange={(open) => {
            if (!open) removeToast(item.id);
          }}
          // Escape belongs to the dialog the toast came from; the toast stays to be read.
          onEscapeKeyDown={(event) => {
            if (closeNewestDialog()) event.preventDefault();
          }}
          className={cn(
            'relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg',
            LOOKS[item.variant].root,
          )}
        >
          <ToastPrimitive.Title className="flex items-center gap-2 text-sm font-semibold">
            {item.variant !== 'default' && <ToastIcon variant={item.variant} />}
            {item.title}
          </ToastPrimitive.Title>
          {item.description && (
            <ToastPrimitive.Description className={cn('text-sm', LOOKS[item.variant].description)}>
              {item.description}
            </ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className={cn('absolute top-3 right-3 rounded-md p-1', LOOKS[item.variant].close)}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/*
        Bottom right, clear of the headers' menus and of what people just changed, which is
        higher up where they were working: register rows, the bulk generation panel, the sign-in
        card (issue 26 §5). On phones it covers the bottom bar for a few seconds instead.
      */}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-100 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
