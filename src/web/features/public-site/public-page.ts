import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PUBLIC_PAGES } from '../../../shared/public-site/pages.js';
import type { PublicPage } from '../../../shared/public-site/pages.js';

export const publicPage = (path: string): PublicPage => {
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not in PUBLIC_PAGES.`);
  return page;
};

/**
 * Keeps the title and description right as visitors move between public pages in the browser.
 * The first response already has them (and the canonical and Open Graph tags) from the prerender.
 */
export const usePublicPageMeta = () => {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = PUBLIC_PAGES.find((candidate) => candidate.path === pathname);
    if (!page) return;
    document.title = page.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [pathname]);
};
