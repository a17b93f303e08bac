/**
 * The sign-in page's own HTML, made at build time from the built index.html (vite.config.ts
 * `loginPrerender`): the page drawn inside #root, its title, the stylesheet first, and instead of the entry's
 * script and preloads the head script that applies the theme, holds an early submit and loads the app's code
 * once the page has painted (features/auth/login-start.ts).
 */

/** Where the build writes it; firebase.json rewrites /auth/Login to it. */
export const LOGIN_HTML_FILE = 'auth/login.html';

export interface LoginPageParts {
  /** The page rendered to HTML (app/login-shell.tsx). */
  markup: string;
  title: string;
  /** The head script's path on the site. */
  startScript: string;
  /** The app's entry, as index.html names it: the head script runs it once the page has painted. */
  entry: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** index.html with the sign-in page in it. Fails loudly when index.html no longer has what it fills in. */
export function loginHtml(index: string, parts: LoginPageParts): string {
  for (const anchor of [ROOT_ELEMENT, '</title>']) {
    if (index.split(anchor).length !== 2) throw new Error(`login prerender: index.html should hold ${anchor} once`);
  }
  const entryScript = `<script type="module" crossorigin src="${parts.entry}"></script>`;
  if (!index.includes(entryScript)) throw new Error(`login prerender: index.html should load ${parts.entry}`);
  // The stylesheet first: the first paint waits for it alone.
  const styles = index.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  // Classic and synchronous: the theme is on <html> before anything paints.
  const start = `<script src="${escapeHtml(parts.startScript)}"></script>`;
  return [entryScript, ...styles]
    .reduce((html, tag) => html.replace(tag, ''), index)
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\n\s*(?=\n)/g, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>\n    ${[...styles, start].join('\n    ')}`)
    .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="login">${parts.markup}</div>`);
}
