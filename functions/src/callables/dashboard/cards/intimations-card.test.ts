import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, triageFields, untreatedFields, type IntimationTriage } from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { DiskFileStore } from '../../../store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../../store/embedded/sqlite-document-store';
import type { DocData } from '../../../store/port';
import { typedStores } from '../../../store/typed';
import { intimationsCard } from './intimations-card';

const dir = mkdtempSync(join(tmpdir(), 'office-intimations-card-'));
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const stores = typedStores({ documents, files: new DiskFileStore(join(dir, 'files')) });
const ctx = (uid: string): CallableContext => ({ uid, ip: '127.0.0.1', staff: null, stores });

const ME = 'staff-me';
const OTHER = 'staff-other';
const AT = '2026-01-10T12:00:00.000Z';

const forwardedTo = (uid: string) => triageFields({ state: 'encaminhada', by: OTHER, at: AT, reason: null, forwardedTo: uid });
const noPrazo = triageFields({ state: 'sem-prazo', by: ME, at: AT, reason: 'Mero expediente', forwardedTo: null } satisfies IntimationTriage);

/**
 * What the card reads of an intimação (the rest of a stored one plays no part): `owners` as the capture and the
 * lawsuit's write owner keep them (the holders of the terms that found it and its lawsuit's lawyers).
 */
function intimation(id: string, availableOn: string, lawsuitId: string | null, owners: string[], triage = untreatedFields()): { id: string; data: DocData } {
  return { id, data: { availableOn, djenId: Number(availableOn.replace(/-/g, '')), lawsuitId, owners, ...(triage as unknown as DocData) } };
}

beforeAll(async () => {
  await documents.commit([
    { kind: 'create', collection: COLLECTIONS.lawsuits, id: 'proc-shared', data: { responsibleLawyerIds: [ME, OTHER], confidential: false } },
    { kind: 'create', collection: COLLECTIONS.lawsuits, id: 'proc-other', data: { responsibleLawyerIds: [OTHER], confidential: false } },
    // Under segredo de justiça, theirs only: my inscription found its intimação, which I may still not see.
    { kind: 'create', collection: COLLECTIONS.lawsuits, id: 'proc-secret', data: { responsibleLawyerIds: [OTHER], confidential: true } },
    ...[
      intimation('i-first', '2026-01-05', 'proc-shared', [ME, OTHER]),
      intimation('i-second', '2026-01-02', 'proc-shared', [ME, OTHER]),
      intimation('i-treated', '2025-12-01', 'proc-shared', [ME, OTHER], noPrazo),
      intimation('i-not-mine', '2026-01-01', 'proc-other', [OTHER]),
      intimation('i-forwarded-to-me', '2026-01-03', null, [OTHER], forwardedTo(ME)),
      // Forwarded to me and mine already: counted once.
      intimation('i-forwarded-mine', '2026-01-04', 'proc-shared', [ME, OTHER], forwardedTo(ME)),
      intimation('i-forwarded-other', '2026-01-06', 'proc-other', [OTHER], forwardedTo(OTHER)),
      // Found by my inscription, of no lawsuit the office has: mine to answer for.
      intimation('i-by-my-term', '2026-01-07', null, [ME]),
      intimation('i-secret', '2025-12-15', 'proc-secret', [ME, OTHER]),
    ].map((i) => ({ kind: 'create' as const, collection: COLLECTIONS.intimations, ...i })),
  ]);
});

afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = (card: { oldest: { id: string }[] }) => card.oldest.map((i) => i.id);

describe('the dashboard card "Intimações a tratar"', () => {
  it('office-wide: every untreated one I may see (forwarded ones included), the five oldest first by availability', async () => {
    const card = await intimationsCard(ctx(ME), false);
    expect(card.untreated).toBe(7);
    expect(ids(card)).toEqual(['i-not-mine', 'i-second', 'i-forwarded-to-me', 'i-forwarded-mine', 'i-first']);
  });

  it('mine: those I answer for (of my lawsuits or found by my terms) and those forwarded to me, each once', async () => {
    const card = await intimationsCard(ctx(ME), true);
    expect(card.untreated).toBe(5);
    expect(ids(card)).toEqual(['i-second', 'i-forwarded-to-me', 'i-forwarded-mine', 'i-first', 'i-by-my-term']);
    const theirs = await intimationsCard(ctx(OTHER), true);
    // Theirs: everything untreated they answer for, the one under segredo included (the lawsuit is theirs); not
    // the one only my inscription found.
    expect(theirs.untreated).toBe(7);
    expect(ids(theirs)[0]).toBe('i-secret');
    expect(ids(theirs)).not.toContain('i-by-my-term');
  });

  it('follows its owners, and a treated one leaves the count', async () => {
    // The lawsuit's write owner takes me off its intimações when I stop being one of its lawyers.
    const second = (await documents.get(COLLECTIONS.intimations, 'i-second'))!;
    await documents.update(COLLECTIONS.intimations, 'i-second', second.version, { owners: [OTHER] });
    const first = (await documents.get(COLLECTIONS.intimations, 'i-first'))!;
    await documents.update(COLLECTIONS.intimations, 'i-first', first.version, noPrazo as unknown as DocData);
    const card = await intimationsCard(ctx(ME), true);
    expect(card.untreated).toBe(3);
    expect(ids(card)).toEqual(['i-forwarded-to-me', 'i-forwarded-mine', 'i-by-my-term']);
  });

  it('is empty for someone who answers for none and has nothing forwarded', async () => {
    expect(await intimationsCard(ctx('staff-new'), true)).toEqual({ untreated: 0, oldest: [], capture: null });
  });

  it('with the DJEN capture failing, says since when the count is known (never a plain "nenhuma")', async () => {
    const lastRead = '2026-11-26T10:00:00.000Z';
    const health = { lastReadAt: lastRead, lastFailedAt: '2026-11-27T10:00:00.000Z', lastError: 'O DJEN não respondeu', failures: 1 };
    await documents.create(COLLECTIONS.integrations, 'djen', {
      oabs: [{ uf: 'SP', number: '123456', name: 'Helena', memberId: null }],
      targets: { 'SP-123456': health },
    });
    const card = await intimationsCard(ctx('staff-new'), true);
    expect(card.untreated).toBe(0);
    expect(card.capture).toMatchObject({ integration: 'djen', since: lastRead, reason: 'O DJEN não respondeu' });
    expect(card.capture?.message).toBe('Não foi possível consultar o DJEN desde 26/11/2026 07:00 — não sabemos se há intimações novas.');
    await documents.delete(COLLECTIONS.integrations, 'djen');
  });
});
