/**
 * Perguntas Frequentes over HTTP: create, edit, publish, delete and reorder on versions (a stale reorder is a
 * conflict, never a shuffle), and the public callable that shows only published entries, with safe HTML.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type FaqRecord, type FaqState, type Listed, type PublicFaqEntry } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { callFn, signIn } from '../support/emulator-client';
import { testStores } from '../support/store';

const admin = SEED_STAFF.find((s) => s.uid === 'staff-helena-barbosa')!;
const run = Date.now().toString(36);
let token: string;
let stores: Stores;
/** A client address of this run only, so the public rate limit counts this file's calls alone. */
const host = (Date.now() % 200) + 1;
const address = (n: number) => ({ 'x-forwarded-for': `198.18.${n}.${host}` });

beforeAll(async () => {
  token = await signIn(admin.email, admin.password);
  stores = await testStores();
});

async function call<T>(name: string, data: unknown): Promise<T> {
  const res = await callFn<T>(name, data, token);
  if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.error)}`);
  return res.result!;
}
const list = () => call<FaqState<Listed<FaqRecord>>>('faq-list', {});
const entry = (over: Partial<FaqRecord> = {}) => ({
  question: `Pergunta ${run}?`,
  answer: 'Resposta.',
  category: `Categoria ${run}`,
  published: false,
  ...over,
});
const publicFaq = async (n = 1) => (await callFn<PublicFaqEntry[]>('publicPages-faq', {}, undefined, address(n))).result!;

describe('Perguntas Frequentes', () => {
  it('adds entries last in their category, edits, publishes and deletes them on their versions', async () => {
    const a = await call<Listed<FaqRecord>>('faq-create', { entry: entry({ question: `Primeira ${run}?` }) });
    const other = await call<Listed<FaqRecord>>('faq-create', { entry: entry({ question: `Outra ${run}?`, category: `Outra ${run}` }) });
    const b = await call<Listed<FaqRecord>>('faq-create', { entry: entry({ question: `Segunda ${run}?` }) });
    const ids = (await list()).entries.map((e) => e.id);
    // The category stays together: the second entry goes right after the first, before the other category.
    expect(ids.indexOf(b.id)).toBe(ids.indexOf(a.id) + 1);
    expect(ids.indexOf(other.id)).toBe(ids.indexOf(b.id) + 1);

    const edited = await call<Listed<FaqRecord>>('faq-update', {
      id: a.id,
      expectedVersion: a.version,
      entry: entry({ question: `Primeira, editada ${run}?` }),
    });
    expect(edited.version).toBe(a.version + 1);
    const stale = await callFn('faq-update', { id: a.id, expectedVersion: a.version, entry: entry() }, token);
    expect(stale.status).toBe(409);
    expect(stale.error!.message).toContain('Outra pessoa alterou este registro');

    const published = await call<Listed<FaqRecord>>('faq-setPublished', { id: edited.id, expectedVersion: edited.version, published: true });
    expect(published.published).toBe(true);
    await call('faq-delete', { id: b.id, expectedVersion: b.version });
    const after = await list();
    expect(after.entries.some((e) => e.id === b.id)).toBe(false);
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: a.id }], limit: 10 });
    expect(audit.docs.map((d) => d.data.action).sort()).toEqual(['faq.create', 'faq.publish', 'faq.update']);
  });

  it('a reorder names the order it was made on: the second of two concurrent reorders is a conflict, not a shuffle', async () => {
    const before = await list();
    const ids = before.entries.map((e) => e.id);
    const mine = [...ids].reverse();
    const theirs = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const results = await Promise.all([
      callFn<FaqState<Listed<FaqRecord>>>('faq-reorder', { ids: mine, expectedOrderVersion: before.orderVersion }, token),
      callFn<FaqState<Listed<FaqRecord>>>('faq-reorder', { ids: theirs, expectedOrderVersion: before.orderVersion }, token),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.result!;
    const stored = (await list()).entries.map((e) => e.id);
    // Exactly one of the two orders, whole.
    expect([JSON.stringify(mine), JSON.stringify(theirs)]).toContain(JSON.stringify(stored));
    expect(winner.entries.map((e) => e.id)).toEqual(stored);
    // An order that misses an entry (made before someone added one) is a conflict too.
    const latest = await list();
    const short = await callFn('faq-reorder', { ids: stored.slice(1), expectedOrderVersion: latest.orderVersion }, token);
    expect(short.status).toBe(409);
    // Put the seed's order back for the other tests and the browser.
    await call('faq-reorder', { ids, expectedOrderVersion: latest.orderVersion });
  });

  it('refuses bad entries in pt-BR and writes nothing', async () => {
    const before = await stores.documents.count(COLLECTIONS.faq);
    for (const [over, field] of [
      [{ question: 'Oi' }, 'entry.question'],
      [{ answer: '' }, 'entry.answer'],
      [{ category: 'Cat\u202Egoria' }, 'entry.category'],
      [{ answer: 'x'.repeat(20_001) }, 'entry.answer'],
    ] as const) {
      const res = await callFn('faq-create', { entry: entry(over) }, token);
      expect(res.status).toBe(400);
      expect(Object.keys(res.error!.details!.fields!)).toContain(field);
    }
    expect(await stores.documents.count(COLLECTIONS.faq)).toBe(before);
  });

  it('the public site gets published entries only, in order, with inert HTML and no staff fields', async () => {
    const xss = `XSS ${run}`;
    const payload = '<img src=x onerror=alert(1)> [clique](javascript:alert(1)) <svg onload=alert(1)> <script>alert(1)</script> **ok**';
    await call('faq-create', { entry: entry({ question: `Rascunho ${run}?`, category: xss, published: false }) });
    await call('faq-create', { entry: entry({ question: `Publicada ${run}?`, answer: payload, category: xss, published: true }) });
    const out = await publicFaq();
    expect(out.some((e) => e.question === `Rascunho ${run}?`)).toBe(false);
    const shown = out.find((e) => e.question === `Publicada ${run}?`)!;
    expect(Object.keys(shown).sort()).toEqual(['answer', 'answerHtml', 'category', 'id', 'question', 'updatedAt']);
    expect(shown.answerHtml).toContain('<strong>ok</strong>');
    // The payload shows as text: no element it wrote, no handler or script address on any element.
    expect(shown.answerHtml).not.toMatch(/<(img|svg|script)\b|href="javascript:|<[^>]*\son\w+=/i);
    expect(shown.answerHtml).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // Every entry it returns is published, and in the staff page's order.
    const staff = (await list()).entries;
    const publishedIds = staff.filter((e) => e.published).map((e) => e.id);
    expect(out.map((e) => e.id)).toEqual(publishedIds);
    const byCategory = (await callFn<PublicFaqEntry[]>('publicPages-faq', { category: xss }, undefined, address(1))).result!;
    expect(byCategory.map((e) => e.question)).toEqual([`Publicada ${run}?`]);
  });

  it('rate-limits the public reads of one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125 && !statuses.includes(429); i++) statuses.push((await callFn('publicPages-faq', {}, undefined, address(2))).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(59);
    // Another address is not affected.
    expect((await callFn('publicPages-faq', {}, undefined, address(3))).status).toBe(200);
  });
});
