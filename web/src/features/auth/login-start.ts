/**
 * The sign-in page is in its HTML (vite.config.ts `loginPrerender`), so it paints before the app's code has
 * arrived. `loginStart` runs in that page's head, as a small external script (the CSP allows no inline one),
 * before the body is parsed. It is turned into text with `toString()`: self-contained, no imports.
 *
 * - The theme the app applies (lib/preferences.tsx), on <html>, so a dark-theme person's first paint is dark.
 * - A sign-in sent before the app's code runs is held, not submitted by the browser (that would reload the
 *   page and lose what was typed): the page sends it once its code has taken the form over. A click on
 *   "Esqueci minha senha" meanwhile (a button without its code yet) is kept too, and its dialog opened then.
 * - The app's code (`modules`: the entry, its imports and the sign-in page's chunks) is asked for only once
 *   the page has painted, then all at once, and the entry run: fetched and compiled beside the stylesheet, it
 *   held the form's first paint back. A page opened in the background gets no animation frame, hence the timer.
 */
export function loginStart(preferencesKey: string, entry: string, modules: string[]): void {
  const root = document.documentElement;
  let stored: { theme?: unknown; density?: unknown } = {};
  try {
    stored = JSON.parse(localStorage.getItem(preferencesKey) ?? '{}') as typeof stored;
  } catch {
    // Unreadable preferences are the defaults, as the app reads them.
  }
  const system = stored.theme !== 'light' && stored.theme !== 'dark';
  const dark = stored.theme === 'dark' || (system && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.dataset.density = stored.density === 'compact' ? 'compact' : 'comfortable';
  document.addEventListener(
    'submit',
    (event) => {
      if (root.hasAttribute('data-login-ready')) return;
      event.preventDefault();
      root.setAttribute('data-login-pending', '');
    },
    true,
  );
  // "Esqueci minha senha" clicked before then: the page opens its dialog once its code has taken the form over.
  document.addEventListener(
    'click',
    (event) => {
      if (root.hasAttribute('data-login-ready')) return;
      if (event.target instanceof Element && event.target.closest('[data-login-forgot]')) root.setAttribute('data-login-forgot-pending', '');
    },
    true,
  );
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const file of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      document.head.appendChild(link);
    }
    import(entry).catch(() => undefined);
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 500);
}

/** Where the app keeps the person's preferences (lib/preferences.tsx); a unit test holds the two together. */
export const PREFERENCES_KEY = 'escritorio.preferences';

/**
 * Called when the sign-in form is the app's: from now on the page's own code handles a submit. Whether one was
 * sent before (held by `loginStart`), which the caller then sends.
 */
export function takeEarlySubmit(root: HTMLElement = document.documentElement): boolean {
  root.setAttribute('data-login-ready', '');
  const pending = root.hasAttribute('data-login-pending');
  root.removeAttribute('data-login-pending');
  return pending;
}

/** Whether "Esqueci minha senha" was clicked before the page was the app's (held by `loginStart`); told once. */
export function takeEarlyForgot(root: HTMLElement = document.documentElement): boolean {
  const pending = root.hasAttribute('data-login-forgot-pending');
  root.removeAttribute('data-login-forgot-pending');
  return pending;
}
