import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { LOGIN_PATH } from './app/guards';
import type { PageHandle } from './app/page-route';
import { Providers } from './app/providers';
import { App, publicRoutes } from './app/router';
import { applyPreferences, readPreferences } from './lib/preferences';
import './styles.css';

// Before the first paint, so a dark-theme user never sees a white flash.
applyPreferences(readPreferences());

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const app = (
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>
);

/**
 * The sign-in page arrives drawn (app/login-shell.tsx): the app takes its elements over, keeping what was
 * typed. Its code first (the page preloads it): a page that suspended while hydrating would be drawn again from
 * scratch by the first update above it, losing the fields.
 */
if (root.dataset.prerendered === 'login' && window.location.pathname === LOGIN_PATH) {
  const page = matchRoutes(publicRoutes, LOGIN_PATH)?.at(-1)?.route.handle as PageHandle | undefined;
  // Not a top-level await: one in the entry makes the bundler split the entry's modules into many more chunks.
  void Promise.resolve(page?.preload())
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else createRoot(root).render(app);
