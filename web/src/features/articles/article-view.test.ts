import { describe, expect, it } from 'vitest';
import type { ArticleRecord } from '@office/domain/articles';
import { ARTICLE_FILTERS, articleToValues, defaultSchedule, scheduleInstant, scheduleParts, slugFollowsTitle, statusLabel } from './article-view';

const NOW = '2026-03-10T15:00:00.000Z';

function article(over: Partial<ArticleRecord> = {}): ArticleRecord {
  return {
    title: 'Reforma tributária: o que muda',
    slug: 'reforma-tributaria-o-que-muda',
    summary: 'Um roteiro prático sobre IBS e CBS.',
    body: 'Texto do artigo.',
    tags: ['tributário'],
    authorId: 'u1',
    authorName: 'Ana Souza',
    status: 'rascunho',
    publishedAt: null,
    public: false,
    editedAt: '2026-03-01T12:00:00.000Z',
    readingMinutes: 1,
    cover: null,
    titleKey: 'reforma tributaria: o que muda',
    searchWords: [],
    createdBy: 'u1',
    updatedBy: 'u1',
    ...over,
  };
}

describe('statusLabel', () => {
  it('reads a draft as Rascunho', () => {
    expect(statusLabel(article(), NOW)).toBe('Rascunho');
  });
  it('reads a schedule still ahead with its date and time in São Paulo', () => {
    // 12:30Z is 09:30 in São Paulo (UTC−3).
    expect(statusLabel(article({ status: 'agendado', public: true, publishedAt: '2026-03-20T12:30:00.000Z' }), NOW)).toBe('Agendado para 20/03/2026 09:30');
  });
  it('reads a schedule whose time has come as published on that day', () => {
    expect(statusLabel(article({ status: 'agendado', public: true, publishedAt: '2026-03-10T14:59:00.000Z' }), NOW)).toBe('Publicado em 10/03/2026');
  });
  it('reads a published article with its date in São Paulo (01:30Z is still the day before there)', () => {
    expect(statusLabel(article({ status: 'publicado', public: true, publishedAt: '2026-02-11T01:30:00.000Z' }), NOW)).toBe('Publicado em 10/02/2026');
  });
});

describe('the schedule', () => {
  it('turns a date and a time in São Paulo into the instant', () => {
    expect(scheduleInstant({ date: '2026-12-01', time: '08:30' })).toBe('2026-12-01T11:30:00.000Z');
    // Late evening there is the next day in UTC.
    expect(scheduleInstant({ date: '2026-12-31', time: '22:15' })).toBe('2027-01-01T01:15:00.000Z');
  });
  it('has no instant while the date or the time is incomplete or impossible', () => {
    expect(scheduleInstant({ date: '', time: '08:30' })).toBeNull();
    expect(scheduleInstant({ date: '2026-12-01', time: '' })).toBeNull();
    expect(scheduleInstant({ date: '2026-02-30', time: '08:30' })).toBeNull();
    expect(scheduleInstant({ date: '2026-12-01', time: '24:00' })).toBeNull();
  });
  it('shows a saved instant as the date and time it was typed as', () => {
    expect(scheduleParts('2027-01-01T01:15:00.000Z')).toEqual({ date: '2026-12-31', time: '22:15' });
    expect(scheduleInstant(scheduleParts('2026-06-15T12:00:00.000Z'))).toBe('2026-06-15T12:00:00.000Z');
  });
  it('offers tomorrow at 09:00 in São Paulo first', () => {
    // 02:00Z on the 11th is still the 10th in São Paulo.
    expect(defaultSchedule(new Date('2026-03-11T02:00:00Z'))).toEqual({ date: '2026-03-11', time: '09:00' });
  });
});

describe('the editor values', () => {
  it('shows a schedule that already went live as published, without a schedule', () => {
    const live = article({ status: 'agendado', public: true, publishedAt: '2020-01-01T12:00:00.000Z' });
    expect(articleToValues(live)).toMatchObject({ status: 'publicado', publishAt: null });
    const ahead = article({ status: 'agendado', public: true, publishedAt: '2099-01-01T12:00:00.000Z' });
    expect(articleToValues(ahead)).toMatchObject({ status: 'agendado', publishAt: '2099-01-01T12:00:00.000Z' });
  });
  it('lets the address follow the title on a new article and on a draft whose address is still its title’s', () => {
    expect(slugFollowsTitle(undefined)).toBe(true);
    expect(slugFollowsTitle(article())).toBe(true);
    expect(slugFollowsTitle(article({ slug: 'reforma' }))).toBe(false);
    expect(slugFollowsTitle(article({ status: 'publicado', public: true, publishedAt: NOW }))).toBe(false);
  });
});

describe('the list filters', () => {
  const readArticleFilters = (params: URLSearchParams) => ARTICLE_FILTERS.read(params);
  it('read the address, leaving out what they do not know', () => {
    const filters = readArticleFilters(new URLSearchParams('status=agendado&tag=Tributário&author=staff-ana&search=reforma&x=1'));
    expect(filters).toEqual({ status: 'agendado', tag: 'tributário', authorId: 'staff-ana', search: 'reforma' });
    expect(readArticleFilters(new URLSearchParams('status=arquivado&author=a/b'))).toEqual({ status: null, tag: null, authorId: null, search: null });
  });
  it('write only the filters in use, and ask the list for them', () => {
    const filters = { status: null, tag: 'empresas', authorId: null, search: 'cnpj' };
    expect(ARTICLE_FILTERS.write(filters).toString()).toBe('tag=empresas&search=cnpj');
    // The list is asked with the callable's own names.
    expect(readArticleFilters(ARTICLE_FILTERS.write(filters))).toEqual({ status: null, tag: 'empresas', authorId: null, search: 'cnpj' });
  });
});
