import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SkipLink } from '../../../components/skip-link.js';
import { usePublicPageMeta } from '../public-page.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** Header, page and footer of every public page except sign-in. */
export function PublicLayout() {
  usePublicPageMeta();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
