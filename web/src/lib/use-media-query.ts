import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md`: from here on a list is a table, below it a list of cards. */
export const WIDE_LAYOUT = '(min-width: 48rem)';

/**
 * Whether a media query matches now, following its changes. Lets a component render one layout instead of
 * rendering both and hiding one with CSS. Where the browser has no matchMedia (jsdom), `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  // One subscription per query: a new function on each render would make React subscribe again every time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
