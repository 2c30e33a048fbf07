import { Outlet, ScrollRestoration } from 'react-router';
import { CookieBanner } from '../features/consent/cookie-banner.js';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <CookieBanner />
      <ScrollRestoration />
    </>
  );
}
