/**
 * Publicações over HTTP: articles written, scheduled and published; unique addresses; a cover uploaded and cut
 * to 1200×630 and 400×210; and what the public site reads — the callables, the media and the Atom feed —
 * never showing a draft or a scheduled article before its time, and never markup that runs.
 */
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  EMULATOR_PORTS,
  FUNCTIONS_REGION,
  LOCAL_PROJECT_ID,
  type ArticleRecord,
  type FileEntry,
  type Listed,
  type Page,
  type PublicArticle,
  type PublicArticleSummary,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const FUNCTIONS = `http://127.0.0.1:${EMULATOR_PORTS.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}`;
const HOSTING = `http://127.0.0.1:${EMULATOR_PORTS.hosting}`;
const writer = SEED_STAFF.find((s) => s.uid === 'staff-rafael-moreira')!;
const run = Date.now().toString(36);
/** A client address of this run only, so the public rate limit counts this file's calls alone. */
const visitor = { 'x-forwarded-for': `198.18.200.${(Date.now() % 200) + 1}` };
let token: string;
let stores: Stores;

beforeAll(async () => {
  token = await signIn(writer.email, writer.password);
  stores = await testStores();
});

async function call<T>(name: string, data: unknown): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}
const article = (over: Record<string, unknown> = {}) => ({
  title: `Guarda compartilhada ${run}`,
  slug: '',
  summary: 'Como a guarda compartilhada funciona na prática.',
  body: 'A **guarda compartilhada** é a regra (CC, art. 1.584, § 2º).',
  tags: ['Família'],
  authorId: writer.uid,
  status: 'rascunho',
  publishAt: null,
  ...over,
});
const publicList = async () => (await callFn<{ items: PublicArticleSummary[] }>('publicPages-articles', { limit: 50 }, undefined, visitor)).result!.items;
const publicBySlug = (slug: string) => callFn<PublicArticle>('publicPages-article', { slug }, undefined, visitor);

describe('Publicações', () => {
  it('derives the address from the title, refuses a taken one, and keeps drafts off the public site', async () => {
    const draft = await call<Listed<ArticleRecord>>('articles-create', { article: article() });
    expect(draft).toMatchObject({
      slug: `guarda-compartilhada-${run}`,
      status: 'rascunho',
      publishedAt: null,
      tags: ['família'],
      authorName: writer.name,
      readingMinutes: 1,
    });
    expect((await publicBySlug(draft.slug)).status).toBe(404);
    expect((await publicList()).some((a) => a.slug === draft.slug)).toBe(false);

    // Another article may not take the address; the message names the article that has it.
    const taken = await callFn('articles-create', { article: article({ title: `Outro ${run}`, slug: draft.slug }) }, token);
    expect(taken.status).toBe(400);
    expect(taken.error!.details!.fields!['article.slug']).toContain(`Este endereço já é do artigo "Guarda compartilhada ${run}"`);

    // Publishing it now makes it public at once; a new address frees the old one.
    const published = await call<Listed<ArticleRecord>>('articles-update', {
      id: draft.id,
      expectedVersion: draft.version,
      article: article({ status: 'publicado', slug: `guarda-${run}` }),
    });
    expect(published.publishedAt).not.toBeNull();
    expect((await publicBySlug(`guarda-${run}`)).status).toBe(200);
    expect((await publicBySlug(draft.slug)).status).toBe(404);
    expect(await stores.documents.get(COLLECTIONS.articleSlugs, draft.slug)).toBeNull();
    const reuse = await call<Listed<ArticleRecord>>('articles-create', { article: article({ title: `Reuso ${run}`, slug: draft.slug }) });
    expect(reuse.slug).toBe(draft.slug);

    const stale = await callFn('articles-update', { id: draft.id, expectedVersion: draft.version, article: article() }, token);
    expect(stale.status).toBe(409);
  });

  it('a scheduled article goes public at its time, with no job running', async () => {
    const at = new Date(Date.now() + 4000).toISOString();
    const scheduled = await call<Listed<ArticleRecord>>('articles-create', {
      article: article({ title: `Agendado ${run}`, status: 'agendado', publishAt: at }),
    });
    expect(scheduled.publishedAt).toBe(at);
    expect((await publicBySlug(scheduled.slug)).status).toBe(404);
    const upcoming = await call<Page<ArticleRecord>>('articles-list', { status: 'agendado', limit: 100 });
    expect(upcoming.items.some((a) => a.id === scheduled.id)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(at) - Date.now() + 200));
    expect((await publicBySlug(scheduled.slug)).status).toBe(200);
    const nowPublished = await call<Page<ArticleRecord>>('articles-list', { status: 'publicado', limit: 100 });
    expect(nowPublished.items.some((a) => a.id === scheduled.id)).toBe(true);
    // A time in the past is not a schedule.
    const past = await callFn(
      'articles-create',
      { article: article({ title: `Passado ${run}`, status: 'agendado', publishAt: '2020-01-01T12:00:00.000Z' }) },
      token,
    );
    expect(past.status).toBe(400);
    expect(past.error!.details!.fields!['article.publishAt']).toContain('Escolha uma data e hora no futuro');
    const missing = await callFn('articles-create', { article: article({ title: `Sem data ${run}`, status: 'agendado' }) }, token);
    expect(missing.error!.details!.fields!['article.publishAt']).toBe('Informe a data e a hora da publicação');
  });

  it('cuts an uploaded image into the cover and the thumbnail, and serves them only once the article is public', async () => {
    const draft = await call<Listed<ArticleRecord>>('articles-create', { article: article({ title: `Capa ${run}` }) });
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2a6' } })
      .jpeg()
      .toBuffer();
    const up = await fetch(`${FUNCTIONS}/files/articles/${draft.id}?name=foto.jpg`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/jpeg' },
      body: new Blob([new Uint8Array(photo)]),
    });
    expect(up.status).toBe(201);
    const uploaded = (await up.json()) as FileEntry;
    const noAlt = await callFn('articles-setCover', { id: draft.id, expectedVersion: draft.version, sourcePath: uploaded.path, alt: '' }, token);
    expect(noAlt.error!.details!.fields!.alt).toContain('Descreva a imagem');
    const covered = await call<Listed<ArticleRecord>>('articles-setCover', {
      id: draft.id,
      expectedVersion: draft.version,
      sourcePath: uploaded.path,
      alt: 'Fachada do fórum',
    });
    const cover = covered.cover!;
    const [big, small] = await Promise.all([stores.files.read(cover.path), stores.files.read(cover.thumbPath)]);
    expect(await sharp(Buffer.from(big!.bytes)).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(await sharp(Buffer.from(small!.bytes)).metadata()).toMatchObject({ width: 400, height: 210, format: 'jpeg' });
    // The upload is gone: only the two renditions remain.
    expect((await stores.files.list(`articles/${draft.id}`)).map((f) => f.path).sort()).toEqual([cover.path, cover.thumbPath].sort());

    // A draft's cover is private; published, it is served through Hosting's /media/ with a long cache.
    expect((await fetch(`${HOSTING}/media/${cover.path}`)).status).toBe(404);
    await call('articles-update', { id: draft.id, expectedVersion: covered.version, article: article({ title: `Capa ${run}`, status: 'publicado' }) });
    const media = await fetch(`${HOSTING}/media/${cover.thumbPath}`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(media.headers.get('cache-control')).toContain('immutable');
    const listed = (await publicList()).find((a) => a.slug === covered.slug)!;
    expect(listed).toMatchObject({ coverUrl: `/media/${cover.path}`, thumbUrl: `/media/${cover.thumbPath}`, coverAlt: 'Fachada do fórum' });

    // A file that is not an image is refused and changes nothing.
    const text = await fetch(`${FUNCTIONS}/files/articles/${draft.id}?name=nota.txt`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'não é imagem',
    });
    const notImage = await callFn(
      'articles-setCover',
      { id: draft.id, expectedVersion: covered.version + 1, sourcePath: ((await text.json()) as FileEntry).path, alt: 'x'.repeat(5) },
      token,
    );
    expect(notImage.error!.details!.fields!.sourcePath).toContain('JPEG, PNG ou WebP');
  });

  it('renders Markdown inert for the public site and the Atom feed, with cache headers', async () => {
    const payload = [
      '<img src=x onerror=alert(1)>',
      '[clique](javascript:alert(1))',
      '<svg onload=alert(1)></svg>',
      '<script>alert(1)</script>',
      '<a href="javascript:alert(2)">x</a>',
      '**texto seguro**',
    ].join('\n\n');
    const xss = await call<Listed<ArticleRecord>>('articles-create', { article: article({ title: `XSS ${run}`, body: payload, status: 'publicado' }) });
    const shown = (await publicBySlug(xss.slug)).result!;
    expect(shown.bodyHtml).toContain('<strong>texto seguro</strong>');
    expect(shown.bodyHtml).not.toMatch(/<(img|svg|script)\b|href="javascript:|<[^>]*\son\w+=/i);
    expect(Object.keys(shown)).not.toContain('authorId');

    const feed = await fetch(`${HOSTING}/artigos/feed.atom`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    expect(feed.headers.get('cache-control')).toContain('max-age=300');
    const xml = await feed.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    const entries = [...new JSDOM(xml, { contentType: 'application/xml' }).window.document.getElementsByTagName('entry')];
    const entry = entries.find((e) => e.getElementsByTagName('title')[0]?.textContent === `XSS ${run}`)!;
    expect(entry).toBeTruthy();
    // The entry's HTML is escaped text (type="html"); what a reader renders from it holds no live markup from the payload.
    const content = entry.getElementsByTagName('content')[0]!.textContent;
    expect(content).toContain('<strong>texto seguro</strong>');
    expect(content).not.toMatch(/<(img|svg|script)\b|href="javascript:|<[^>]*\son\w+=/i);
    // Drafts never reach the feed.
    expect(xml).not.toContain(`Reuso ${run}`);
    const etag = feed.headers.get('etag')!;
    expect((await fetch(`${HOSTING}/artigos/feed.atom`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('lists by status, tag and title words, and deleting frees the address and the images', async () => {
    const tagged = await call<Listed<ArticleRecord>>('articles-create', {
      article: article({ title: `Inventário extrajudicial ${run}`, tags: [`sucessoes-${run}`] }),
    });
    const byTag = await call<Page<ArticleRecord>>('articles-list', { tag: `sucessoes-${run}`, limit: 10 });
    expect(byTag.items.map((a) => a.id)).toEqual([tagged.id]);
    const bySearch = await call<Page<ArticleRecord>>('articles-list', { search: `inventario ${run}`, limit: 10 });
    expect(bySearch.items.map((a) => a.id)).toEqual([tagged.id]);
    const drafts = await call<Page<ArticleRecord>>('articles-list', { status: 'rascunho', limit: 100 });
    expect(drafts.items.every((a) => a.status === 'rascunho')).toBe(true);

    const before = await stores.documents.count(COLLECTIONS.audit);
    await call('articles-delete', { id: tagged.id, expectedVersion: tagged.version });
    expect(await stores.documents.get(COLLECTIONS.articles, tagged.id)).toBeNull();
    expect(await stores.documents.get(COLLECTIONS.articleSlugs, tagged.slug)).toBeNull();
    expect(await stores.documents.count(COLLECTIONS.audit)).toBe(before + 1);
  });
});
