import { describe, expect, it } from 'vitest';
import { loginHtml } from './login-prerender';

/** index.html as Vite writes it, with the signed-in preload script the build adds. */
const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <title>Escritório · Sistema interno</title>
    <script src="/assets/session-preload-a.js" async></script>
    <script type="module" crossorigin src="/assets/index-e.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-r.js">
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-j.js">
    <link rel="stylesheet" crossorigin href="/assets/index-s.css">
  </head>
  <body class="bg-slate-50">
    <div id="root"></div>
  </body>
</html>
`;

const parts = {
  markup: '<main><label for="email">E-mail</label></main>',
  title: 'Entrar · Barbosa & Moreira',
  startScript: '/assets/login-start-x.js',
  entry: '/assets/index-e.js',
};

describe('the sign-in page made from index.html', () => {
  const html = loginHtml(INDEX, parts);

  it('holds the rendered page in #root, marked for hydration, and the escaped title', () => {
    expect(html).toContain('<div id="root" data-prerendered="login"><main><label for="email">E-mail</label></main></div>');
    expect(html).toContain('<title>Entrar · Barbosa &amp; Moreira</title>');
  });

  it('puts the stylesheet first, then the head script, and keeps the signed-in preload script', () => {
    const head = html.slice(html.indexOf('<title>'), html.indexOf('</head>'));
    const order = [
      '<link rel="stylesheet" crossorigin href="/assets/index-s.css">',
      '<script src="/assets/login-start-x.js"></script>',
      '/assets/session-preload-a.js',
    ];
    expect(order.map((tag) => head.indexOf(tag))).toEqual([...order.map((tag) => head.indexOf(tag))].sort((a, b) => a - b));
    expect(order.every((tag) => head.includes(tag))).toBe(true);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('loads no module before the first paint: no entry script, no preloads (the head script asks for them)', () => {
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toMatch(/\n\s*\n/);
  });

  it('fails the build when index.html no longer has what it fills in', () => {
    expect(() => loginHtml(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), parts)).toThrow(/root/);
    expect(() => loginHtml(INDEX, { ...parts, entry: '/assets/index-other.js' })).toThrow(/index-other/);
  });
});
