/** Clientes. */
import { COLLECTIONS, cpfCheckDigits } from '@office/domain';
import { callFn } from '../../support/emulator-client';
import { testStores } from '../../support/store';
import { tokens } from '../../support/access-callers';
import { SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

let cpfCounter = 100_000_000;
/** A valid client with a CPF nobody else has. */
function sampleClient() {
  const base = String(++cpfCounter);
  return {
    kind: 'pf',
    name: `Cliente Matriz ${base}`,
    document: base + cpfCheckDigits(base),
    emails: [],
    phones: [],
    address: null,
    notes: '',
    tags: [],
    status: 'prospecto',
    responsibleLawyerId: 'staff-rafael-moreira',
  };
}

export default {
  'clients-get': { section: 'clients', input: async () => ({ id: 'cli-001' }), expect: SECTION_READ },
  'clients-exportCsv': { section: 'clients', input: async () => ({ status: 'inativo' }), expect: SECTION_READ },
  // Also open to who reads Processos alone; the row's callers hold the Clientes label.
  'clients-checkConflicts': { section: 'clients', input: async () => ({ parties: [{ name: 'Banco Nacional S.A.' }] }), expect: SECTION_READ },
  'clients-importPreview': {
    section: 'clients',
    input: async () => ({ csv: `nome;documento\nCliente Importado;${sampleClient().document}\n` }),
    expect: SECTION_WRITE,
  },
  'clients-importCsv': {
    section: 'clients',
    input: async () => ({ csv: `nome;documento\nCliente Importado;${sampleClient().document}\n` }),
    expect: SECTION_WRITE,
  },
  'clients-create': { section: 'clients', input: async () => ({ client: sampleClient() }), expect: SECTION_WRITE },
  'clients-update': {
    section: 'clients',
    input: async () => {
      const stores = await testStores();
      const current = await stores.documents.get(COLLECTIONS.clients, 'cli-002');
      await stores.documents.close();
      const { document, kind, name } = current!.data as { document: string; kind: 'pf'; name: string };
      return { id: 'cli-002', expectedVersion: current!.version, client: { ...sampleClient(), kind, name, document } };
    },
    expect: SECTION_WRITE,
  },
  'clients-delete': {
    section: 'clients',
    input: async () => {
      // A fresh client without lawsuits, so an allowed call really deletes.
      const created = await callFn<{ id: string; version: number }>('clients-create', { client: sampleClient() }, tokens.admin);
      return { id: created.result!.id, expectedVersion: created.result!.version };
    },
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'clients'>;
