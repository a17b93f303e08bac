/**
 * Publicações' pure pieces: how an article's status reads, the list's filters in the address, the editor's
 * values and the schedule's date and time as an instant.
 */
import {
  ARTICLE_STATUS_LABELS,
  type articleValues,
  effectiveStatus,
  slugify,
  type ArticleRecord,
  type ArticleStatus,
  type ArticleValues,
} from '@office/domain/articles';
import { formatDate, formatDateTime, instantToOfficeDateTime, isCalendarDate, officeDate, officeDateTimeToInstant } from '@office/domain/dates';
import { CALLABLES } from '@office/domain/contracts';
import type { z } from '@office/domain/schema';
import { addressFilters } from '../../components/list/address-filters';

export const STATUS_TONE = { rascunho: 'slate', agendado: 'amber', publicado: 'green' } as const satisfies Record<ArticleStatus, string>;

/** The status a reader sees now, in words: "Rascunho", "Agendado para 20/03/2026 09:00", "Publicado em 10/02/2026". */
export function statusLabel(a: Pick<ArticleRecord, 'status' | 'publishedAt'>, now = new Date().toISOString()): string {
  const status = effectiveStatus(a, now);
  if (status === 'rascunho' || !a.publishedAt) return ARTICLE_STATUS_LABELS.rascunho;
  return status === 'agendado' ? `Agendado para ${formatDateTime(a.publishedAt)}` : `Publicado em ${formatDate(a.publishedAt)}`;
}

export const readingLabel = (minutes: number) => `${minutes} min de leitura`;

/** Where the public site shows an article. */
export const articlePath = (slug: string) => `/artigos/${slug}`;

/** The list's filters, all in the address (a reload or a shared link shows the same list), by the list callable's names. */
export const ARTICLE_FILTERS = addressFilters(CALLABLES['articles-list'].input, { params: { authorId: 'author' } });

// The editor.

/** The editor's values as typed (the schema's input: the schedule may still be missing). */
export type ArticleForm = z.input<typeof articleValues>;

/** A new article by `authorId`: a draft. */
export function emptyArticle(authorId: string): ArticleValues {
  return { title: '', slug: '', summary: '', body: '', tags: [], authorId, status: 'rascunho', publishAt: null };
}

/**
 * The form's values of a saved article. The status is the one a reader sees now: a schedule whose time came
 * is published (saved as such, it keeps its publication date).
 */
export function articleToValues(a: ArticleRecord): ArticleValues {
  const status = effectiveStatus(a);
  return {
    title: a.title,
    slug: a.slug,
    summary: a.summary,
    body: a.body,
    tags: a.tags,
    authorId: a.authorId,
    status,
    publishAt: status === 'agendado' ? a.publishedAt : null,
  };
}

/**
 * Whether the address still follows the title as it is typed: on a new article, and on a draft whose address
 * is still the one its title makes. A public article keeps its address (links to it are out there).
 */
export function slugFollowsTitle(a: Pick<ArticleRecord, 'title' | 'slug' | 'public'> | undefined): boolean {
  return !a || (!a.public && a.slug === slugify(a.title));
}

/** The schedule's date (YYYY-MM-DD) and time (HH:mm) as São Paulo's wall clock shows them. */
export interface ScheduleParts {
  date: string;
  time: string;
}

/** The instant of a date and time in São Paulo, or null while either is incomplete. */
export function scheduleInstant({ date, time }: ScheduleParts): string | null {
  if (!isCalendarDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  return officeDateTimeToInstant(`${date}T${time}`);
}

/** An instant as the schedule's date and time in São Paulo. */
export function scheduleParts(instant: string): ScheduleParts {
  const local = instantToOfficeDateTime(instant);
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** What "Agendar" offers first: tomorrow at 09:00. */
export function defaultSchedule(now = new Date()): ScheduleParts {
  return { date: officeDate(now, 1), time: '09:00' };
}
