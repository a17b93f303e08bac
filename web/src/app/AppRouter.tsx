import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { appHistory, AppHistoryContext } from '../lib/app-history';
import { reloadIfChunkFailed } from '../lib/chunk-reload';

/**
 * React Router in its declarative form, on the app's own history (lib/app-history.ts): the data router's
 * loaders, actions and fetchers are unused here and would double the router's weight on the login page.
 * Location changes render as transitions, so the current page stays until the next one's code has loaded.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(appHistory);
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen((update) => {
        // After a page's code failed to download, the next navigation reloads the app at its target.
        const { pathname, search, hash } = update.location;
        if (reloadIfChunkFailed(`${pathname}${search}${hash}`)) return;
        startTransition(() => setState(update));
      }),
    [history],
  );
  return (
    <AppHistoryContext value={history}>
      <Router navigator={history} location={state.location} navigationType={state.action}>
        {children}
      </Router>
    </AppHistoryContext>
  );
}
