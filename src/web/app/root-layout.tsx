import { Outlet, ScrollRestoration } from 'react-router';
import { DeferredCookieBanner } from '../features/consent/deferred-cookie-banner.js';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <DeferredCookieBanner />
      <ScrollRestoration />
    </>
  );
}
