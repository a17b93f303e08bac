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
/** 35 lawsuits of mine: their intimações are asked for in two groups (30 + 5). */
const MY_LAWSUITS = Array.from({ length: 35 }, (_, i) => `proc-me-${i}`);
const AT = '2026-01-10T12:00:00.000Z';

const forwardedTo = (uid: string) => triageFields({ state: 'encaminhada', by: OTHER, at: AT, reason: null, forwardedTo: uid });
const noPrazo = triageFields({ state: 'sem-prazo', by: ME, at: AT, reason: 'Mero expediente', forwardedTo: null } satisfies IntimationTriage);

/** What the card reads of an intimação (the rest of a stored one plays no part). */
function intimation(id: string, availableOn: string, lawsuitId: string | null, triage = untreatedFields()): { id: string; data: DocData } {
  return { id, data: { availableOn, djenId: Number(availableOn.replace(/-/g, '')), lawsuitId, ...(triage as unknown as DocData) } };
}

beforeAll(async () => {
  await documents.commit([
    ...MY_LAWSUITS.map((id) => ({ kind: 'create' as const, collection: COLLECTIONS.lawsuits, id, data: { responsibleLawyerIds: [ME, OTHER] } })),
    { kind: 'create', collection: COLLECTIONS.lawsuits, id: 'proc-other', data: { responsibleLawyerIds: [OTHER] } },
    ...[
      intimation('i-first-group', '2026-01-05', 'proc-me-0'),
      intimation('i-second-group', '2026-01-02', 'proc-me-34'),
      intimation('i-treated', '2025-12-01', 'proc-me-1', noPrazo),
      intimation('i-not-mine', '2026-01-01', 'proc-other'),
      intimation('i-forwarded-to-me', '2026-01-03', null, forwardedTo(ME)),
      // Forwarded to me and of my lawsuit: counted once.
      intimation('i-forwarded-mine', '2026-01-04', 'proc-me-2', forwardedTo(ME)),
      intimation('i-forwarded-other', '2026-01-06', 'proc-other', forwardedTo(OTHER)),
    ].map((i) => ({ kind: 'create' as const, collection: COLLECTIONS.intimations, ...i })),
  ]);
});

afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

const ids = (card: { oldest: { id: string }[] }) => card.oldest.map((i) => i.id);

describe('the dashboard card "Intimações a tratar"', () => {
  it('office-wide: every untreated one (forwarded ones included), the five oldest first by availability', async () => {
    const card = await intimationsCard(ctx(ME), false);
    expect(card.untreated).toBe(6);
    expect(ids(card)).toEqual(['i-not-mine', 'i-second-group', 'i-forwarded-to-me', 'i-forwarded-mine', 'i-first-group']);
  });

  it('mine: forwarded to me, or of lawsuits I am responsible for (however many), each once', async () => {
    const card = await intimationsCard(ctx(ME), true);
    expect(card.untreated).toBe(4);
    expect(ids(card)).toEqual(['i-second-group', 'i-forwarded-to-me', 'i-forwarded-mine', 'i-first-group']);
    const theirs = await intimationsCard(ctx(OTHER), true);
    // Everything untreated of the lawsuits they share with me and of theirs (one forwarded to me included, as the
    // lawsuit is theirs too); not the one forwarded to me without a lawsuit.
    expect(theirs.untreated).toBe(5);
    expect(ids(theirs)).not.toContain('i-forwarded-to-me');
  });

  it('follows a change of responsible lawyers at once, and a treated one leaves the count', async () => {
    const lawsuit = (await documents.get(COLLECTIONS.lawsuits, 'proc-me-34'))!;
    await documents.update(COLLECTIONS.lawsuits, 'proc-me-34', lawsuit.version, { responsibleLawyerIds: [OTHER] });
    const first = (await documents.get(COLLECTIONS.intimations, 'i-first-group'))!;
    await documents.update(COLLECTIONS.intimations, 'i-first-group', first.version, noPrazo as unknown as DocData);
    const card = await intimationsCard(ctx(ME), true);
    expect(card.untreated).toBe(2);
    expect(ids(card)).toEqual(['i-forwarded-to-me', 'i-forwarded-mine']);
  });

  it('is empty for someone with no lawsuits and nothing forwarded', async () => {
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
