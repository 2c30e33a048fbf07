import { Link } from 'react-router';
import { MSG } from '../../../shared/messages.js';
import { Logo } from '../../components/logo.js';
import { buttonClasses } from '../../components/ui/button.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="p-4 sm:p-6">
        <Logo />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="grid max-w-md justify-items-center gap-4 text-center">
          <h1 className="text-2xl font-bold tracking-tight">{MSG.notFoundTitle}</h1>
          <p className="text-slate-700">
            There is nothing at this address. The page may have moved, or the link may have a typing
            mistake in it.
          </p>
          <Link to={ROUTES.home} className={buttonClasses()}>
            Go to the home page
          </Link>
        </div>
      </main>
    </div>
  );
}
