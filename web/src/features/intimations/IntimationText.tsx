import { useMemo } from 'react';
import type { IntimationRecord } from '@office/domain';
import { sanitizeIntimationHtml } from './intimation-view';

/** The looks of a court's formatting (Tailwind's reset strips them), kept plain: this is a legal text, read closely. */
const HTML_TEXT = [
  'min-w-0 leading-relaxed text-slate-800 wrap-anywhere dark:text-slate-200',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
  '[&_p]:my-2 [&_div]:my-1',
  '[&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:mb-2 [&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:mt-4 [&_h1,&_h2,&_h3,&_h4,&_h5,&_h6]:font-semibold',
  '[&_b]:font-semibold [&_strong]:font-semibold [&_i]:italic [&_em]:italic [&_u]:underline [&_center]:text-center',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-300',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3 dark:[&_blockquote]:border-slate-600',
  '[&_pre]:whitespace-pre-wrap [&_hr]:my-3 [&_hr]:border-slate-200 dark:[&_hr]:border-slate-700',
  // A wide table scrolls by itself instead of widening the page.
  '[&_table]:my-2 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-2 [&_td]:py-1 [&_td]:align-top [&_th]:border [&_th]:border-slate-300 [&_th]:px-2 [&_th]:py-1',
  'dark:[&_td]:border-slate-700 dark:[&_th]:border-slate-700',
].join(' ');

/**
 * A communication's text as the court sent it: HTML purified down to formatting (sanitizeIntimationHtml), plain
 * text as text with its line breaks kept.
 */
export function IntimationText({ intimation, id }: { intimation: Pick<IntimationRecord, 'text' | 'textFormat'>; id?: string }) {
  const { text, textFormat } = intimation;
  const html = useMemo(() => (textFormat === 'html' ? sanitizeIntimationHtml(text) : null), [text, textFormat]);
  if (!text.trim()) return <p className="text-slate-600 italic dark:text-slate-400">A comunicação não tem texto.</p>;
  if (html === null) {
    return (
      <div id={id} data-format="texto" className="whitespace-pre-wrap leading-relaxed text-slate-800 wrap-anywhere dark:text-slate-200">
        {text}
      </div>
    );
  }
  // Purified above: formatting only, links to http(s) or e-mail opening in a new tab.
  return <div id={id} data-format="html" className={HTML_TEXT} dangerouslySetInnerHTML={{ __html: html }} />;
}
