import { describe, expect, it } from 'vitest';
import { isSafeUrl, markdownPlainText, renderMarkdown } from './markdown';

/** Payloads that run script in a page when HTML or links pass through unfiltered. */
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<svg onload=alert(1)><circle r=1 /></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '[clique](javascript:alert(1))',
  '[clique](JAVASCRIPT:alert(1))',
  '[clique]( javascript:alert(1))',
  '[clique](<javascript:alert(1)>)',
  '[clique](java\tscript:alert(1))',
  '[clique](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[clique](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '[x](//evil.example/path)',
  '[x](/\\evil.example/path)',
  '[x](\\\\evil.example/path)',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '**negrito** <b onmouseover=alert(1)>x</b>',
];

describe('renderMarkdown', () => {
  it.each(PAYLOADS)('renders %j inert', (source) => {
    const html = renderMarkdown(source);
    // No tag the source wrote survives as a tag: only the Markdown grammar makes elements.
    expect(html).not.toMatch(/<(script|img|svg|iframe|div|b)\b/i);
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    // "//host", and "/\host" or "\\host", which browsers read as "//host".
    expect(html).not.toMatch(/href="[/\\][/\\]/);
  });

  it('keeps what the office writes: emphasis, lists, safe links with rel, line breaks', () => {
    const html = renderMarkdown('**Honorários** em *contrato*\nsegunda linha\n\n- um\n- dois\n\n[Tabela](https://www.oabsp.org.br/) e [remoção](/remocao)');
    expect(html).toContain('<strong>Honorários</strong>');
    expect(html).toContain('<em>contrato</em><br>segunda linha');
    expect(html).toContain('<li>um</li>');
    expect(html).toContain('<a href="https://www.oabsp.org.br/" rel="noopener noreferrer nofollow">Tabela</a>');
    expect(html).toContain('<a href="/remocao" rel="noopener noreferrer nofollow">remoção</a>');
  });

  it('shows raw HTML as text rather than dropping it', () => {
    expect(renderMarkdown('use <b>negrito</b>')).toContain('use &lt;b&gt;negrito&lt;/b&gt;');
    expect(markdownPlainText('**A** & <b>B</b>')).toBe('A & <b>B</b>');
  });

  it('tells safe addresses from scripts', () => {
    expect(isSafeUrl('/\\evil.example/x')).toBe(false);
    expect(isSafeUrl('\\\\evil.example/x')).toBe(false);
    expect(isSafeUrl('/artigos/x')).toBe(true);
    for (const ok of ['https://a.b', 'http://a.b', 'mailto:x@y.z', 'tel:+5511', '/faq', '#topo', 'pagina.html']) expect(isSafeUrl(ok)).toBe(true);
    for (const bad of ['javascript:x', ' JavaScript:x', 'java\nscript:x', 'data:x', 'file:///etc', '//host']) expect(isSafeUrl(bad)).toBe(false);
  });
});
