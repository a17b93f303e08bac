/** Clientes. */
import { command, created, deleted, query, read, slice, updated, write } from './define';
import {
  clientCreateInput,
  clientDeleteInput,
  clientExportInput,
  clientImportInput,
  clientListInput,
  type ClientRecord,
  clientUpdateInput,
  type ImportPreview,
  type ImportResult,
} from '../clients';
import { getInput, type Listed, type Page } from '../lists';
import { conflictCheckInput, type ConflictReport } from '../conflicts';

export const clientsSlice = slice({
  operations: {
    'clients-list': query<Page<ClientRecord>>()({ policy: read('clients'), input: clientListInput }),
    'clients-get': query<Listed<ClientRecord>>()({ policy: read('clients'), input: getInput }),
    'clients-create': command<Listed<ClientRecord>>()({
      policy: write('clients'),
      input: clientCreateInput,
      attempt: 'cadastrar cliente',
      actions: { 'clients.create': created('Cadastrou cliente') },
    }),
    'clients-update': command<Listed<ClientRecord>>()({
      policy: write('clients'),
      input: clientUpdateInput,
      attempt: 'editar cliente',
      actions: { 'clients.update': updated('Editou cliente'), 'lawsuits.clientRenamed': updated('Nome do cliente atualizado no processo') },
    }),
    'clients-delete': command<{ deleted: true }>()({
      policy: write('clients'),
      input: clientDeleteInput,
      attempt: 'excluir cliente',
      actions: { 'clients.delete': deleted('Excluiu cliente') },
    }),
    'clients-exportCsv': query<{ csv: string; rows: number }>()({ policy: read('clients'), input: clientExportInput }),
    'clients-importPreview': command<ImportPreview>()({
      policy: write('clients'),
      input: clientImportInput,
      attempt: 'conferir importação de clientes',
    }),
    'clients-importCsv': command<ImportResult>()({
      policy: write('clients'),
      input: clientImportInput,
      attempt: 'importar clientes',
      actions: { 'clients.import': created('Importou cliente (CSV)') },
    }),
    // Anyone who reads Clientes or Processos (checked by the callable): each answer names only what its caller reads.
    'clients-checkConflicts': query<ConflictReport>()({ policy: 'staff', input: conflictCheckInput }),
  },
});
