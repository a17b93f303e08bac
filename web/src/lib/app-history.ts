import { createContext, use, useEffect, useMemo, useRef, useState } from 'react';
import { createPath, NavigationType, parsePath, type Location, type Navigator, type To } from 'react-router-dom';

/** A navigation about to happen; `retry` performs it after all (past every guard). */
export interface Transition {
  action: NavigationType;
  location: Location;
  retry(): void;
}

/** Returns true to hold a navigation (the guard then owns the transition and may retry it later). */
export type NavigationGuard = (current: Location, next: Transition) => boolean;

export interface AppHistory extends Navigator {
  readonly action: NavigationType;
  readonly location: Location;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
  /** Consulted before every navigation, links and Back alike; returns the function that removes it. */
  guard(guard: NavigationGuard): () => void;
}

/** What this app keeps in `window.history.state`: React Router's `state`, a key, and the entry's position. */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const entryState = (): Partial<EntryState> => (window.history.state ?? {}) as Partial<EntryState>;
const newKey = () => Math.random().toString(36).slice(2, 10);

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr, key } = entryState();
  return { pathname, search, hash, state: usr ?? null, key: key ?? 'default' };
}

function toLocation(to: To, state: unknown): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '', state: state ?? null, key: newKey() };
}

/**
 * The browser history for React Router's declarative `<Router>`, with what the app needs from a data router
 * and no more: guards that can hold a navigation (unsaved changes). A Back or Forward that a guard holds is
 * undone at once (the entry's position is in its state, so the step back is known) and redone by `retry`.
 */
export function createAppHistory(): AppHistory {
  if (entryState().idx === undefined) window.history.replaceState({ usr: null, key: newKey(), ...entryState(), idx: 0 }, '');
  let index = entryState().idx ?? 0;
  let action = NavigationType.Pop;
  let location = currentLocation();
  const listeners = new Set<(update: { action: NavigationType; location: Location }) => void>();
  const guards = new Set<NavigationGuard>();
  // The next transition passes without asking the guards (a retry); `undoing` is the step back of a held Back.
  let pass = false;
  let undoing = false;

  const held = (transition: Transition) => {
    if (pass) {
      pass = false;
      return false;
    }
    return [...guards].some((g) => g(location, transition));
  };
  const settle = (next: NavigationType) => {
    action = next;
    location = currentLocation();
    for (const l of listeners) l({ action, location });
  };

  window.addEventListener('popstate', () => {
    if (undoing) {
      undoing = false;
      return;
    }
    const delta = (entryState().idx ?? 0) - index;
    const retry = () => {
      pass = true;
      window.history.go(delta);
    };
    if (delta !== 0 && held({ action: NavigationType.Pop, location: currentLocation(), retry })) {
      undoing = true;
      window.history.go(-delta);
      return;
    }
    pass = false;
    index = entryState().idx ?? 0;
    settle(NavigationType.Pop);
  });

  const history: AppHistory = {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    go: (delta) => window.history.go(delta),
    push(to, state) {
      const retry = () => {
        pass = true;
        history.push(to, state);
      };
      if (held({ action: NavigationType.Push, location: toLocation(to, state), retry })) return;
      index += 1;
      window.history.pushState({ usr: (state as unknown) ?? null, key: newKey(), idx: index }, '', history.createHref(to));
      settle(NavigationType.Push);
    },
    replace(to, state) {
      const retry = () => {
        pass = true;
        history.replace(to, state);
      };
      if (held({ action: NavigationType.Replace, location: toLocation(to, state), retry })) return;
      window.history.replaceState({ usr: (state as unknown) ?? null, key: newKey(), idx: index }, '', history.createHref(to));
      settle(NavigationType.Replace);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    guard(guard) {
      guards.add(guard);
      return () => guards.delete(guard);
    },
  };
  return history;
}

let browserHistory: AppHistory | null = null;

/** The page's one history: it listens to the browser for as long as the page lives. */
export function appHistory(): AppHistory {
  browserHistory ??= createAppHistory();
  return browserHistory;
}

/** The history the app's router runs on; absent under other routers (component tests), where nothing is held. */
export const AppHistoryContext = createContext<AppHistory | null>(null);

export type Blocker = { state: 'unblocked' } | { state: 'blocked'; proceed: () => void; reset: () => void };

/**
 * Holds the navigations `shouldBlock` picks (links, redirects, Back and Forward) until the page decides:
 * `proceed` performs the held one, `reset` drops it. React Router's `useBlocker`, for the declarative router.
 */
export function useBlocker(shouldBlock: (args: { currentLocation: Location; nextLocation: Location }) => boolean): Blocker {
  const history = use(AppHistoryContext);
  const [held, setHeld] = useState<Transition | null>(null);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => {
    if (!history) return;
    return history.guard((currentLocation, next) => {
      if (!latest.current({ currentLocation, nextLocation: next.location })) return false;
      setHeld(next);
      return true;
    });
  }, [history]);
  // One object per held navigation: the page reacts to a new one, not to each render.
  return useMemo<Blocker>(
    () =>
      held
        ? {
            state: 'blocked',
            proceed: () => {
              setHeld(null);
              held.retry();
            },
            reset: () => setHeld(null),
          }
        : { state: 'unblocked' },
    [held],
  );
}
