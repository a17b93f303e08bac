import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';
// The module itself, not '@office/domain': marked then loads with the pages that show Markdown, not the first one.
import { renderMarkdown } from '@office/domain/markdown';

/**
 * What may reach the page. renderMarkdown's HTML is inert already (raw HTML escaped, unsafe addresses
 * dropped); this is the second lock: no scripts, SVG or MathML, no forms or their controls, no inline
 * styles, no links that open other windows, and only http(s), mailto, tel or on-site addresses.
 */
const PURIFY: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'target', 'formaction', 'srcset'],
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** HTML made safe to place in the page (DOMPurify with the rules above). */
export function purifyHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...PURIFY, RETURN_TRUSTED_TYPE: false });
}

/**
 * Typography for rendered Markdown (Tailwind's reset strips lists, headings and links of their looks):
 * one class list on the container, styling the elements inside.
 */
const PROSE = [
  'min-w-0 break-words leading-relaxed text-slate-800 dark:text-slate-200',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-3',
  '[&_h1]:mb-2 [&_h1]:mt-6 [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mb-2 [&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-base [&_h3]:font-semibold',
  '[&_h4]:mb-1 [&_h4]:mt-4 [&_h4]:text-sm [&_h4]:font-semibold [&_h4]:uppercase [&_h4]:tracking-wide',
  '[&_h1,&_h2,&_h3,&_h4]:text-slate-900 dark:[&_h1,&_h2,&_h3,&_h4]:text-slate-50',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1 [&_li>ul]:my-1 [&_li>ol]:my-1',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  'dark:[&_a]:text-brand-300 dark:[&_a:hover]:text-brand-200',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 dark:[&_strong]:text-slate-50',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em]',
  'dark:[&_code]:bg-slate-800',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_pre]:text-sm dark:[&_pre]:bg-slate-800',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
  'dark:[&_blockquote]:border-slate-600 dark:[&_blockquote]:text-slate-400',
  '[&_hr]:my-5 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  // A wide table scrolls by itself instead of widening the page.
  '[&_table]:my-3 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-50 [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-1.5 [&_td]:align-top',
  'dark:[&_th]:border-slate-700 dark:[&_th]:bg-slate-800 dark:[&_td]:border-slate-700',
].join(' ');

/**
 * Markdown as the office writes it (FAQ answers, articles), shown as formatted text. The source is rendered
 * by the domain's renderMarkdown and purified again before it touches the page.
 */
export function Markdown({ source, className = '', id }: { source: string; className?: string; id?: string }) {
  const html = useMemo(() => purifyHtml(renderMarkdown(source)), [source]);
  // Inert by construction and purified above.
  return <div id={id} className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
