/**
 * Markdown as the office writes it (FAQ answers, articles), rendered to HTML that is inert by construction:
 * raw HTML in the source is shown as text, never passed through, and a link or image keeps its address only
 * when it is http(s), mailto, tel or a path on the site — `javascript:`, `data:` and the like become plain
 * text. The SPA also runs the result through DOMPurify before it touches the page (defence in depth); the
 * public callables send this output as it is.
 */
import { Marked, type Tokens } from 'marked';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * An address a reader may follow. Browsers ignore tabs, line breaks and leading controls inside a scheme
 * ("java\tscript:"), so those go before the check; entity-encoded schemes never reach here because marked
 * decodes entities in link destinations first.
 */
export function isSafeUrl(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- stripping what browsers strip is the point
  const visible = href.replace(/[\u0000-\u0020\u007F-\u009F]/g, '');
  // Browsers read "\" as "/" in http(s) addresses, so "/\evil.example" is "//evil.example": compared as slashes.
  const compact = visible.replace(/\\/g, '/').toLowerCase();
  if (/^(https?:|mailto:|tel:)/.test(compact)) return true;
  // Otherwise only a path on the site or a fragment: no other scheme, and no scheme-relative "//host".
  return !compact.startsWith('//') && !/^[^/?#]*:/.test(compact);
}

const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeUrl(href)) return text;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<a href="${escapeHtml(href)}"${titleAttr} rel="noopener noreferrer nofollow">${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!isSafeUrl(href) || /^(mailto|tel):/i.test(href.trim())) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

/** The HTML of a Markdown text, safe to place in a page (see the module's comment). */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

/** The words of a Markdown text without its markup, for a summary or a reading-time estimate. */
export function markdownPlainText(source: string): string {
  return renderMarkdown(source)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity: string, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
