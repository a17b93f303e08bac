/** The new section's tests: its callables in-process on the embedded store, and its rows of the authorization matrix. */
import type { SectionNames } from './names';

/** `functions/src/callables/<id>/crud.test.ts`: the CRUD as a person uses it, versions and audit included. */
const crudTest = (n: SectionNames) => `/** ${n.label}: the section's callables in-process on the embedded store, as the page uses them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { COLLECTIONS, SCOPE_LABELS, type CallableName, type CallInput, type CallOutput } from '@office/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../platform/define-callable';
import { stores } from '../../store/open-stores';
import create from './create';
import get from './get';
import list from './list';
import remove from './delete';
import update from './update';

const dataDir = mkdtempSync(join(tmpdir(), 'office-${n.kebab}-'));
const UID = '${n.id}-test-admin';

/** A call as the platform hands it over: a signed-in administrator whose claims match the record (version 1). */
function call<N extends CallableName>(operation: Operation<N>, data: CallInput<N>): Promise<CallOutput<N>> {
  const request = { data, auth: { uid: UID, token: { sv: 1 } }, rawRequest: { headers: {}, socket: { remoteAddress: '127.0.0.1' } } };
  return operation.run(request as unknown as CallableRequest<unknown>);
}

beforeAll(async () => {
  process.env.OFFICE_STORE = 'embedded';
  process.env.OFFICE_DATA_DIR = dataDir;
  await (await stores()).documents.create(COLLECTIONS.staff, UID, {
    name: 'Administradora',
    email: 'administradora@exemplo.test',
    scopes: { read: [...SCOPE_LABELS], write: [...SCOPE_LABELS] },
    admin: true,
    disabled: false,
    updatedBy: 'system',
  });
});

afterAll(async () => {
  await (await stores()).documents.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('${n.label}', () => {
  it('creates, lists by name, searches by words, edits on a version, refuses a stale edit and deletes', async () => {
    const ana = await call(create, { ${n.one}: { name: 'Ana Souza Lima', notes: '' } });
    await call(create, { ${n.one}: { name: 'Bruno Ferreira', notes: 'Prefere e-mail.' } });
    expect(ana).toMatchObject({ name: 'Ana Souza Lima', version: 1, createdBy: UID });

    const all = await call(list, { limit: 25 });
    expect(all.items.map((c) => c.name)).toEqual(['Ana Souza Lima', 'Bruno Ferreira']);
    expect(all.total).toBe(2);
    expect((await call(list, { limit: 25, search: 'lima an' })).items.map((c) => c.id)).toEqual([ana.id]);
    expect((await call(list, { limit: 25, search: 'ferreira' })).total).toBe(1);

    const edited = await call(update, { id: ana.id, expectedVersion: 1, ${n.one}: { name: 'Ana Souza', notes: 'Nova observação.' } });
    expect(edited).toMatchObject({ name: 'Ana Souza', version: 2 });
    expect(await call(get, { id: ana.id })).toMatchObject({ name: 'Ana Souza', notes: 'Nova observação.' });
    await expect(call(update, { id: ana.id, expectedVersion: 1, ${n.one}: { name: 'Outra', notes: '' } })).rejects.toMatchObject({
      details: { id: 'conflict' },
    });
    await expect(call(remove, { id: ana.id, expectedVersion: 1 })).rejects.toMatchObject({ details: { id: 'conflict' } });

    expect(await call(remove, { id: ana.id, expectedVersion: 2 })).toEqual({ deleted: true });
    await expect(call(get, { id: ana.id })).rejects.toMatchObject({ details: { id: 'not-found' } });

    const audit = await (await stores()).documents.list(COLLECTIONS.audit, { where: [{ field: 'recordId', op: '==', value: ana.id }], limit: 10 });
    expect(audit.docs.map((d) => (d.data as { action: string }).action).sort()).toEqual(['${n.id}.create', '${n.id}.delete', '${n.id}.update']);
  });
});
`;

/** `tests/callables/access/<id>.ts`: a row per write (the reads' rows derive from their contracts, but get's, which needs an id). */
const accessRows = (n: SectionNames) => `/** ${n.label}. */
import { asAdmin, run } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

const sample${n.One} = () => ({ name: \`${n.label} da matriz \${run}\`, notes: '' });

/** A fresh record made by the administrator: what an allowed edit or deletion then really changes. */
async function admin${n.One}(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('${n.id}-create', { ${n.one}: sample${n.One}() });
  return { id: created.id, expectedVersion: created.version };
}

export default {
  '${n.id}-get': { section: '${n.id}', input: async () => ({ id: (await admin${n.One}()).id }), expect: SECTION_READ },
  '${n.id}-create': { section: '${n.id}', input: async () => ({ ${n.one}: sample${n.One}() }), expect: SECTION_WRITE },
  '${n.id}-update': {
    section: '${n.id}',
    input: async () => ({ ...(await admin${n.One}()), ${n.one}: { ...sample${n.One}(), notes: 'Editado pela matriz.' } }),
    expect: SECTION_WRITE,
  },
  '${n.id}-delete': { section: '${n.id}', input: admin${n.One}, expect: SECTION_WRITE },
} satisfies GroupRows<'${n.id}'>;
`;

export const testFiles = (n: SectionNames): Record<string, string> => ({
  [`functions/src/callables/${n.id}/crud.test.ts`]: crudTest(n),
  [`tests/callables/access/${n.id}.ts`]: accessRows(n),
});
