/**
 * Publicações (artigos): the office's articles, written in Markdown, published now or at a set time, read by
 * the office's public website. "Publicações" to a Brazilian lawyer first means court intimações, so the
 * section's heading says "Publicações (artigos)"; its scope label stays "Publicações".
 *
 * A scheduled article needs no job to go live: it is visible from `publishedAt` on, and every reader (the
 * staff list, the public callables, the feed) compares that instant with the clock.
 */
import { expectedVersion, pageCursor, pageInput, recordId } from './lists';
import { markdownPlainText } from './markdown';
import { instantField, lineText, multilineText, z } from './schema';
import { searchKey } from './text';

export const ARTICLES_HEADING = 'Publicações (artigos)';
export const ARTICLE_STATUSES = ['rascunho', 'agendado', 'publicado'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];
export const ARTICLE_STATUS_LABELS: Record<ArticleStatus, string> = { rascunho: 'Rascunho', agendado: 'Agendado', publicado: 'Publicado' };

export const ARTICLE_BODY_MAX = 200_000;
export const MAX_ARTICLE_TAGS = 10;
export const SLUG_MAX = 100;
/** The cover as the site shows it (the Open Graph size) and its thumbnail for lists. */
export const COVER_SIZE = { width: 1200, height: 630 } as const;
export const THUMB_SIZE = { width: 400, height: 210 } as const;
/** Silent reading speed of Portuguese prose, words per minute, for the "x min de leitura" line. */
export const WORDS_PER_MINUTE = 200;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Reforma tributária: o que muda!" → "reforma-tributaria-o-que-muda". */
export function slugify(title: string): string {
  return searchKey(title)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** Minutes to read a Markdown text (at least 1). */
export function readingMinutes(markdown: string): number {
  const words = markdownPlainText(markdown).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export interface ArticleCover {
  /** FileStore paths under articles/<id>/: the 1200×630 cover and the 400×210 thumbnail. */
  path: string;
  thumbPath: string;
  alt: string;
}

export interface ArticleRecord {
  title: string;
  slug: string;
  summary: string;
  /** Markdown; rendered with renderMarkdown (markdown.ts). */
  body: string;
  tags: string[];
  authorId: string;
  authorName: string;
  /** As saved: a scheduled article reads as published once `publishedAt` has passed (see effectiveStatus). */
  status: ArticleStatus;
  /** From when the article is public: the scheduled instant, or when it was first published. Null for a draft. */
  publishedAt: string | null;
  /** Not a draft: the public queries filter on it, then on publishedAt. */
  public: boolean;
  /** When the text last changed (ISO instant). */
  editedAt: string;
  readingMinutes: number;
  cover: ArticleCover | null;
  /** searchKey(title): ordering by title. */
  titleKey: string;
  /** Prefixes of the title's words (search.ts). */
  searchWords: string[];
  createdBy: string;
  updatedBy: string;
}

/** The status a reader sees now: a scheduled article whose time has come is published. */
export function effectiveStatus(a: Pick<ArticleRecord, 'status' | 'publishedAt'>, now = new Date().toISOString()): ArticleStatus {
  return a.status === 'agendado' && a.publishedAt !== null && a.publishedAt <= now ? 'publicado' : a.status;
}

const tag = lineText(40)
  .min(2, 'Etiqueta muito curta')
  .transform((v) => v.toLowerCase());

export const articleValues = z
  .object({
    title: lineText(200).min(5, 'Informe o título'),
    /** Empty: made from the title. */
    slug: z
      .string()
      .trim()
      .max(SLUG_MAX, `Use no máximo ${SLUG_MAX} caracteres`)
      .refine((v) => v === '' || SLUG_PATTERN.test(v), 'Use só letras minúsculas sem acento, números e hífens (ex.: reforma-tributaria)'),
    summary: lineText(300).min(10, 'Escreva um resumo de uma ou duas frases'),
    body: multilineText(ARTICLE_BODY_MAX).refine((v) => v.trim().length > 0, 'Escreva o texto do artigo'),
    tags: z
      .array(tag)
      .max(MAX_ARTICLE_TAGS, `No máximo ${MAX_ARTICLE_TAGS} etiquetas`)
      .transform((list) => [...new Set(list)]),
    authorId: recordId,
    status: z.enum(ARTICLE_STATUSES, 'Situação inválida'),
    /** Only for 'agendado': when it goes live. */
    publishAt: instantField()
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.status === 'agendado' && !a.publishAt) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Informe a data e a hora da publicação' });
  });
export type ArticleValues = z.output<typeof articleValues>;

/** The article form's words for each field, in its order, for the audit log. */
export const ARTICLE_FIELD_LABELS = {
  title: 'título',
  slug: 'endereço',
  summary: 'resumo',
  body: 'texto',
  tags: 'etiquetas',
  authorId: 'autor',
  status: 'situação',
  publishAt: 'data de publicação',
  publishedAt: 'data de publicação',
  cover: 'capa',
} as const satisfies Record<keyof ArticleValues, string> & Record<string, string>;

export const articleCreateInput = z.object({ article: articleValues }).strict();
export const articleUpdateInput = z.object({ id: recordId, expectedVersion, article: articleValues }).strict();
export const articleDeleteInput = z.object({ id: recordId, expectedVersion }).strict();
export const articleCoverInput = z
  .object({
    id: recordId,
    expectedVersion,
    /** An image uploaded to articles/<id>/ through the files function; null removes the cover. */
    sourcePath: z.string().max(300).nullable(),
    alt: lineText(200),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.sourcePath && c.alt.length < 3) ctx.addIssue({ code: 'custom', path: ['alt'], message: 'Descreva a imagem para quem não a vê (texto alternativo)' });
  });

export const articleListInput = pageInput
  .extend({
    status: z.enum(ARTICLE_STATUSES).nullish(),
    tag: lineText(40)
      .transform((v) => v.toLowerCase())
      .nullish(),
    authorId: recordId.nullish(),
    search: lineText(100).nullish(),
  })
  .strict();

/** The public site's list: newest first, optionally one tag's. */
export const publicArticlesInput = z
  .object({
    limit: z.number().int().min(1).max(50).default(10),
    after: pageCursor,
    tag: lineText(40)
      .transform((v) => v.toLowerCase())
      .nullish(),
  })
  .strict();
export const publicArticleInput = z.object({ slug: z.string().trim().max(SLUG_MAX).regex(SLUG_PATTERN, 'Endereço inválido') }).strict();

/** An article as the public site lists it: nothing of the staff's (no ids of people, no drafts). */
export interface PublicArticleSummary {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  authorName: string;
  publishedAt: string;
  /** When the text last changed, for "atualizado em". */
  updatedAt: string;
  readingMinutes: number;
  /** Paths under the site (served by the media function), or null without a cover. */
  coverUrl: string | null;
  thumbUrl: string | null;
  coverAlt: string | null;
}

export interface PublicArticle extends PublicArticleSummary {
  body: string;
  bodyHtml: string;
}

/** Where the site serves a stored cover: /media/<path>. */
export function mediaUrl(path: string): string {
  return `/media/${path}`;
}
