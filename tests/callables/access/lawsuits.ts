/** Processos: lawsuits, their andamentos, links between them and the courts' data. */
import { cnjCheckDigits, COLLECTIONS } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { lawsuitClients } from '../../support/records';
import { testStores } from '../../support/store';
import { asAdmin, tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

let sequence = 1_000_000;
/** A valid lawsuit with a CNJ number nobody else has (TJSP, Foro Central). */
function sampleLawsuit() {
  const seq = String(++sequence).padStart(7, '0');
  return {
    cnj: `${seq}-${cnjCheckDigits(seq, '2025', '8', '26', '0100')}.2025.8.26.0100`,
    className: 'Procedimento Comum Cível',
    subject: 'Indenização por dano material',
    court: '1ª Vara Cível do Foro Central',
    comarca: 'São Paulo',
    instance: '1º grau',
    filedOn: '2025-03-10',
    claimValue: 1_500_000,
    clients: [{ clientId: 'cli-001', role: 'autor' }],
    opposingParties: [{ name: 'Banco Nacional S.A.', document: null, role: 'reu', lawyers: [] }],
    responsibleLawyerIds: ['staff-rafael-moreira'],
    status: 'ativo',
  };
}
/** A fresh lawsuit of the administrator's: what an allowed link or deletion then really changes. */
async function adminLawsuit(): Promise<{ id: string; version: number }> {
  const created = await callFn<{ id: string; version: number }>('lawsuits-create', { lawsuit: sampleLawsuit() }, tokens.admin);
  return created.result!;
}
/** An andamento imported from the stand-in on the seeded lawsuit proc-003. */
async function anImportedMovement(): Promise<{ id: string; expectedVersion: number }> {
  await asAdmin('lawsuits-syncMovements', { lawsuitId: 'proc-003' });
  const movements = await asAdmin<{ items: { id: string; version: number; source: string }[] }>('lawsuits-movements', { lawsuitId: 'proc-003', limit: 100 });
  const imported = movements.items.find((m) => m.source === 'datajud')!;
  return { id: imported.id, expectedVersion: imported.version };
}

export default {
  'lawsuits-get': { section: 'lawsuits', input: async () => ({ id: 'proc-001' }), expect: SECTION_READ },
  'lawsuits-movements': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001' }), expect: SECTION_READ },
  'lawsuits-links': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-001' }), expect: SECTION_READ },
  // Each call relates a lawsuit of its own to a seeded one (a pair is related once).
  'lawsuits-link': {
    section: 'lawsuits',
    input: async () => ({ lawsuitId: (await adminLawsuit()).id, relatedId: 'proc-003', kind: 'recurso' }),
    expect: SECTION_WRITE,
  },
  'lawsuits-unlink': {
    section: 'lawsuits',
    input: async () => {
      const link = await callFn<{ id: string; version: number }>(
        'lawsuits-link',
        { lawsuitId: (await adminLawsuit()).id, relatedId: 'proc-003', kind: 'apenso' },
        tokens.admin,
      );
      return { id: link.result!.id, expectedVersion: link.result!.version };
    },
    expect: SECTION_WRITE,
  },
  // Picking a client needs Clientes: a caller with Processos alone is refused the link (link-access.test.ts).
  'lawsuits-create': {
    section: 'lawsuits',
    input: async () => ({ lawsuit: sampleLawsuit() }),
    expect: { ...SECTION_WRITE, readWrite: [400, 'invalid-input'] },
  },
  'lawsuits-update': {
    section: 'lawsuits',
    input: async () => {
      const stores = await testStores();
      const current = await stores.documents.get(COLLECTIONS.lawsuits, 'proc-002');
      await stores.documents.close();
      return {
        id: 'proc-002',
        expectedVersion: current!.version,
        lawsuit: { ...sampleLawsuit(), cnj: current!.data.cnj, clients: lawsuitClients(current!.data) },
      };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-delete': {
    section: 'lawsuits',
    input: async () => {
      const { id, version } = await adminLawsuit();
      return { id, expectedVersion: version };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-addMovement': {
    section: 'lawsuits',
    input: async () => ({ lawsuitId: 'proc-003', at: new Date().toISOString(), description: 'Conclusos para despacho' }),
    expect: SECTION_WRITE,
  },
  'lawsuits-updateMovement': {
    section: 'lawsuits',
    input: async () => {
      const added = await callFn<{ id: string; version: number }>(
        'lawsuits-addMovement',
        { lawsuitId: 'proc-003', at: new Date().toISOString(), description: 'Juntada de petição' },
        tokens.admin,
      );
      return { id: added.result!.id, expectedVersion: added.result!.version, at: new Date().toISOString(), description: 'Juntada de petição intermediária' };
    },
    expect: SECTION_WRITE,
  },
  'lawsuits-courtData': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-003' }), expect: SECTION_READ },
  'lawsuits-syncMovements': { section: 'lawsuits', input: async () => ({ lawsuitId: 'proc-003' }), expect: SECTION_WRITE },
  'lawsuits-setMovementHidden': { section: 'lawsuits', input: async () => ({ ...(await anImportedMovement()), hidden: true }), expect: SECTION_WRITE },
} satisfies GroupRows<'lawsuits'>;
