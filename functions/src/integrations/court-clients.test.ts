/**
 * The court clients against the local stand-in server (a real HTTP server answering with the APIs' documented
 * shapes and statuses; the real APIs are unreachable from here): paging, limits, retries and refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnjCheckDigits, DATAJUD_PUBLIC_KEY } from '@office/domain';
import { djenDataset } from '../../../tests/support/court-standin/datasets';
import { standinPageSizes, startCourtStandin, type CourtStandin } from '../../../tests/support/court-standin/server';
import { CourtHttp, CourtHttpError } from './court-http';
import { DatajudKeyRejected, DatajudIndexMissing, searchDatajud } from './datajud-client';
import { djenPages } from './djen-sync';

let standin: CourtStandin;

beforeAll(async () => {
  // A limit of 3 requests per 1.5 s window, so the client's waiting shows in a test that lasts seconds.
  standin = await startCourtStandin({ djenLimit: 3, djenWindowMs: 1500 });
  process.env.DATAJUD_URL = standin.datajudUrl;
  process.env.DJEN_URL = standin.djenUrl;
});
afterAll(async () => {
  await standin.close();
  delete process.env.DATAJUD_URL;
  delete process.env.DJEN_URL;
});

/** A valid TJSP number whose sequence starts with `prefix` (the stand-in's scenarios). */
function tjsp(prefix: string): string {
  const sequence = prefix.padEnd(7, '1');
  return `${sequence}${cnjCheckDigits(sequence, '2023', '8', '26', '0100')}2023826` + '0100';
}

/** Page sizes the stand-in serves for an inscription. */
function expectedPages(uf: string, number: string): number[] {
  return standinPageSizes(djenDataset(uf, number).items.length);
}

const fast = () => new CourtHttp({ minIntervalMs: 0, retries: 2, backoffMs: 50, windowMs: 1500 });

describe('DataJud client', () => {
  it('sends bare digits and groups the documents (one per grau) by number', async () => {
    const numbers = [tjsp('12'), tjsp('13'), tjsp('0000')];
    const found = await searchDatajud(fast(), 'api_publica_tjsp', numbers, DATAJUD_PUBLIC_KEY);
    expect(found.get(numbers[0]!)?.length).toBeGreaterThanOrEqual(1);
    expect(found.has(numbers[2]!)).toBe(false); // 200 with no hits: not in DataJud
    const last = standin.requests.at(-1)!;
    expect(last.detail).toBe(numbers.join(','));
    expect(last.detail).not.toMatch(/[-.]/);
  });

  it('waits out a 429 (Retry-After) and a 503, then answers', async () => {
    const started = Date.now();
    const found = await searchDatajud(fast(), 'api_publica_tjsp', [tjsp('4290'), tjsp('5030')], DATAJUD_PUBLIC_KEY);
    expect(found.size).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(standin.requests.slice(-3).map((r) => r.status)).toEqual([429, 503, 200]);
  });

  it('gives up on a persistent 500, and names a refused key and a missing index', async () => {
    await expect(searchDatajud(fast(), 'api_publica_tjsp', [tjsp('5000')], DATAJUD_PUBLIC_KEY)).rejects.toMatchObject({ status: 500 });
    await expect(searchDatajud(fast(), 'api_publica_tjsp', [tjsp('12')], 'chave-trocada')).rejects.toBeInstanceOf(DatajudKeyRejected);
    await expect(searchDatajud(fast(), 'api_publica_stf', [tjsp('12')], DATAJUD_PUBLIC_KEY)).rejects.toBeInstanceOf(DatajudIndexMissing);
  });

  it('keeps to its pace between requests', async () => {
    const http = new CourtHttp({ minIntervalMs: 500 });
    const started = Date.now();
    for (let i = 0; i < 3; i++) await searchDatajud(http, 'api_publica_tjsp', [tjsp('12')], DATAJUD_PUBLIC_KEY);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });
});

describe('DJEN client', () => {
  it('pages until a short page, and waits when x-ratelimit-remaining reaches 0 instead of being refused', async () => {
    const before = standin.requests.length;
    const pages: number[] = [];
    for await (const page of djenPages(fast(), { uf: 'SP', number: '450', name: 'Teste', memberId: null }, '2000-01-01', '2999-12-31'))
      pages.push(page.items.length);
    // 450 communications plus republications, pages of 100 overlapping by one, the last one short.
    expect(pages).toEqual(expectedPages('SP', '450'));
    expect(pages.length).toBe(5);
    const mine = standin.requests.slice(before);
    expect(mine.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // The fourth request came after the window the first three used up.
    expect(mine[3]!.at - mine[0]!.at).toBeGreaterThanOrEqual(1400);
  });

  it('waits on a 429 as told by Retry-After', async () => {
    const pages: number[] = [];
    for await (const page of djenPages(fast(), { uf: 'MG', number: '429', name: 'Teste', memberId: null }, '2000-01-01', '2999-12-31'))
      pages.push(page.items.length);
    expect(pages).toEqual(expectedPages('MG', '429'));
  });

  it('after a 429 waits at least the window (the API says Retry-After 1 s of a one-minute window), unless the run has no time left', async () => {
    const pages: number[] = [];
    const started = Date.now();
    const patient = new CourtHttp({ minIntervalMs: 0, retries: 2, windowMs: 1500, rateLimitFloorMs: 1500 });
    for await (const page of djenPages(patient, { uf: 'RS', number: '429', name: 'Teste', memberId: null }, '2000-01-01', '2999-12-31'))
      pages.push(page.items.length);
    expect(pages).toEqual(expectedPages('RS', '429'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    const hurried = new CourtHttp({ minIntervalMs: 0, retries: 2, rateLimitFloorMs: 60_000, deadline: Date.now() + 5000 });
    const first = djenPages(hurried, { uf: 'PR', number: '429', name: 'Teste', memberId: null }, '2000-01-01', '2999-12-31');
    await expect(first.next()).rejects.toMatchObject({ status: 429 });
  });

  it('a refusal that is not transient fails at once', async () => {
    const http = fast();
    await expect(http.request(`${standin.url}/nada`, {})).rejects.toBeInstanceOf(CourtHttpError);
    expect(http.requests).toBe(1);
  });
});
