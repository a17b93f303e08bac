import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/app';
import { Markdown, purifyHtml } from './Markdown';

/** What must never be in the page: handlers, scripts, SVG, script addresses, other windows. */
function expectInert(root: HTMLElement): void {
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      expect(attribute.name.toLowerCase().startsWith('on'), `${element.tagName} ${attribute.name}`).toBe(false);
      expect(attribute.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
    }
  }
  expect(root.querySelectorAll('script, svg, math, iframe, object, embed, style, form, input, button')).toHaveLength(0);
  for (const a of root.querySelectorAll('a')) {
    expect(a.hasAttribute('target')).toBe(false);
  }
}

const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '[a](javascript:alert(1))',
  '[a](JaVaScRiPt:alert(1))',
  '[a](java\tscript:alert(1))',
  '[a](&#106;avascript:alert(1))',
  '![x](javascript:alert(1))',
  '<script>alert(1)</script>',
  'Antes <script>alert(1)</script> depois',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">clique</a>',
  '<a href="https://x.test" target="_blank" onclick="alert(1)">x</a>',
  '<iframe src="https://x.test"></iframe>',
  '<form action="https://x.test"><input name="senha"><button>Enviar</button></form>',
  '<style>body{display:none}</style>',
  '<details open ontoggle=alert(1)>x</details>',
  '[a](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
];

describe('Markdown', () => {
  it.each(PAYLOADS)('renders %s inert', (payload) => {
    const { container } = renderWithApp(<Markdown source={payload} />);
    expectInert(container);
  });

  it('renders every payload inert together, raw HTML as text', () => {
    const { container } = renderWithApp(<Markdown source={PAYLOADS.join('\n\n')} />);
    expectInert(container);
    // Raw HTML is shown for what it is, not dropped silently.
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('img')).toBeNull();
  });

  it('formats what the office writes: emphasis, lists, safe links, code, quotes, headings and tables', () => {
    const source = [
      '## Prazos',
      '**negrito**, *itálico* e `código`',
      '- um\n- dois',
      '1. primeiro\n2. segundo',
      '[site](https://barbosaadvocacia.test/faq) · [e-mail](mailto:contato@barbosaadvocacia.test) · [página](/faq)',
      '> citação',
      '| A | B |\n|---|---|\n| 1 | 2 |',
    ].join('\n\n');
    const { container } = renderWithApp(<Markdown source={source} />);
    expect(container.querySelector('h2')?.textContent).toBe('Prazos');
    expect(container.querySelector('strong')?.textContent).toBe('negrito');
    expect(container.querySelector('em')?.textContent).toBe('itálico');
    expect(container.querySelector('code')?.textContent).toBe('código');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://barbosaadvocacia.test/faq',
      'mailto:contato@barbosaadvocacia.test',
      '/faq',
    ]);
    expect(container.querySelector('a')?.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('blockquote')?.textContent?.trim()).toBe('citação');
    expect(container.querySelectorAll('table td')).toHaveLength(2);
    expectInert(container);
  });

  it('purifies HTML that did not come from renderMarkdown too (the second lock)', () => {
    const host = document.createElement('div');
    host.innerHTML = purifyHtml(
      [
        '<img src=x onerror=alert(1)>',
        '<script>alert(1)</script>',
        '<svg onload=alert(1)></svg>',
        '<a href="javascript:alert(1)">a</a>',
        '<a href="https://x.test" target="_blank">b</a>',
        '<a href="ftp://x.test">c</a>',
        '<p style="position:fixed">d</p>',
        '<form><input><button formaction="javascript:alert(1)">e</button></form>',
        '<style>*{}</style>',
      ].join(''),
    );
    expectInert(host);
    const links = [...host.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, 'https://x.test', null]);
    expect(host.querySelector('p')?.hasAttribute('style')).toBe(false);
  });
});
