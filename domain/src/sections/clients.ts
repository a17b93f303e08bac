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
    'clients-list': query<Page<ClientRecord>>()(read('clients'), clientListInput),
    'clients-get': query<Listed<ClientRecord>>()(read('clients'), getInput),
    'clients-create': command<Listed<ClientRecord>>()(write('clients'), clientCreateInput, 'cadastrar cliente', {
      'clients.create': created('Cadastrou cliente'),
    }),
    'clients-update': command<Listed<ClientRecord>>()(write('clients'), clientUpdateInput, 'editar cliente', {
      'clients.update': updated('Editou cliente'),
      'lawsuits.clientRenamed': updated('Nome do cliente atualizado no processo'),
    }),
    'clients-delete': command<{ deleted: true }>()(write('clients'), clientDeleteInput, 'excluir cliente', { 'clients.delete': deleted('Excluiu cliente') }),
    'clients-exportCsv': query<{ csv: string; rows: number }>()(read('clients'), clientExportInput),
    'clients-importPreview': command<ImportPreview>()(write('clients'), clientImportInput, 'conferir importação de clientes'),
    'clients-importCsv': command<ImportResult>()(write('clients'), clientImportInput, 'importar clientes', {
      'clients.import': created('Importou cliente (CSV)'),
    }),
    // Anyone who reads Clientes or Processos (checked by the callable): each answer names only what its caller reads.
    'clients-checkConflicts': query<ConflictReport>()('staff', conflictCheckInput),
  },
});
