import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { PublicApp, PublicFrame } from './app/public-app.js';

// Only prerendered public pages load this entry (scripts/build-web.ts); the styles are in the page.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// As a transition, hydration yields to the browser between pieces of work instead of holding
// the main thread for the whole page.
startTransition(() => {
  hydrateRoot(
    container,
    <PublicFrame>
      <BrowserRouter>
        <PublicApp />
      </BrowserRouter>
    </PublicFrame>,
  );
});
