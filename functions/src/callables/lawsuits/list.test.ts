import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLABLES, COLLECTIONS, EVERYONE, lawsuitSearchWords, SEARCH_COUNT_LIMIT, type LawsuitStatus, type StaffRecord } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { DiskFileStore } from '../../store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../store/embedded/sqlite-document-store';
import { typedStores } from '../../store/typed';
import lawsuitsList from './list';

const dir = mkdtempSync(join(tmpdir(), 'office-lawsuits-list-'));
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const stores = typedStores({ documents, files: new DiskFileStore(join(dir, 'files')) });
const ADMIN = 'staff-admin';

/** The fields a list's filters, order and words read; every lawsuit is "carga", one in a hundred also "raro". */
function lawsuit(i: number, status: LawsuitStatus) {
  const subject = `Cobrança de carga ${i}${i % 100 === 0 ? ' raro' : ''}`;
  return {
    status,
    subject,
    subjectKey: subject.toLowerCase(),
    clientNameKey: 'carga',
    audience: [EVERYONE],
    confidential: false,
    responsibleLawyerIds: [ADMIN],
    clientIds: ['cli-1'],
    searchWords: lawsuitSearchWords({ clients: [{ name: 'Carga' }], opposingParties: [], subject, className: 'Procedimento Comum', internalRef: null }),
  };
}

let ctx: CallableContext;
const list = (search: string) => lawsuitsList.handler(ctx, CALLABLES['lawsuits-list'].input.parse({ limit: 10, search }));

beforeAll(async () => {
  const staff: StaffRecord = {
    name: 'Admin',
    email: 'a@x.test',
    scopes: { read: ['Processos'], write: [] },
    admin: true,
    disabled: false,
    updatedBy: 'system',
  };
  await stores.documents.create(COLLECTIONS.staff, ADMIN, staff);
  ctx = { uid: ADMIN, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, ADMIN), stores };
  // 1,200 active and 300 archived lawsuits, all with the word "carga".
  const ops = Array.from({ length: 1_500 }, (_, i) => ({
    kind: 'create' as const,
    collection: COLLECTIONS.lawsuits,
    id: `proc-${String(i).padStart(4, '0')}`,
    data: lawsuit(i, i < 1_200 ? 'ativo' : 'arquivado'),
  }));
  for (let i = 0; i < ops.length; i += 500) await documents.commit(ops.slice(i, i + 500));
}, 60_000);

afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('lawsuits-list counts under a search', () => {
  it('stop at SEARCH_COUNT_LIMIT for a word every lawsuit has, and say so', async () => {
    const page = await list('carga');
    expect(page.countsUpTo).toBe(SEARCH_COUNT_LIMIT);
    expect(page.byStatus).toEqual({ ativo: SEARCH_COUNT_LIMIT, suspenso: 0, arquivado: 300, encerrado: 0 });
    expect(page.total).toBe(SEARCH_COUNT_LIMIT);
    expect(page.items).toHaveLength(10);
  });

  it('are exact below the limit', async () => {
    const page = await list('raro');
    expect(page.byStatus).toEqual({ ativo: 12, suspenso: 0, arquivado: 3, encerrado: 0 });
    expect(page.total).toBe(15);
  });
});
