import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { Button, buttonClasses } from '../../components/ui/button.js';

/**
 * What a person sees instead of a blank page when rendering fails; `inline` inside a shell, which
 * already has the main landmark. Plain anchors, not router
 * links: this also renders outside the router, and a full load is the surest recovery.
 */
export function ErrorFallback({ inline = false }: { inline?: boolean }) {
  const Wrapper = inline ? 'div' : 'main';
  useEffect(() => {
    document.title = `Something went wrong | ${PRODUCT_NAME}`;
  }, []);
  return (
    <Wrapper
      className={inline ? 'grid place-items-center py-16' : 'grid min-h-dvh place-items-center p-6'}
    >
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          {PRODUCT_NAME}
        </p>
        <h1 className="text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p className="text-slate-700">
          This page stopped working unexpectedly. Reloading usually fixes it. If it keeps happening,
          go back to the home page and try again.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Reload page
          </Button>
          <a href="/" className={buttonClasses({ variant: 'outline' })}>
            Go to the home page
          </a>
        </div>
      </div>
    </Wrapper>
  );
}
