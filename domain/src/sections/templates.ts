/**
 * Modelos de documentos: administrators keep the office's DOCX templates (Configurações); whoever edits a client or
 * a lawsuit generates a document from one onto the record's files. The list is open to staff who read Clientes or
 * Processos, and generation checks the record's section itself, as the files do.
 */
import { command, created, deleted, none, query, slice, updated } from './define';
import {
  type DocumentTemplateRecord,
  type GeneratedDocument,
  type TemplateDownload,
  templatesCreateInput,
  templatesDeleteInput,
  templatesDownloadInput,
  templatesGenerateInput,
  templatesUpdateInput,
  TEMPLATE_FIELD_LABELS,
} from '../document-templates';
import type { Listed } from '../lists';

export const templatesSlice = slice({
  fieldWords: { section: 'settings', labels: TEMPLATE_FIELD_LABELS },
  operations: {
    'templates-list': query<Listed<DocumentTemplateRecord>[]>()({ policy: 'staff', input: none }),
    'templates-create': command<Listed<DocumentTemplateRecord>>()({
      policy: 'admin',
      input: templatesCreateInput,
      attempt: 'cadastrar modelo de documento',
      actions: { 'templates.create': created('Cadastrou modelo de documento') },
    }),
    'templates-update': command<Listed<DocumentTemplateRecord>>()({
      policy: 'admin',
      input: templatesUpdateInput,
      attempt: 'editar modelo de documento',
      actions: { 'templates.update': updated('Editou modelo de documento') },
    }),
    'templates-delete': command<{ deleted: true }>()({
      policy: 'admin',
      input: templatesDeleteInput,
      attempt: 'excluir modelo de documento',
      actions: { 'templates.delete': deleted('Excluiu modelo de documento') },
    }),
    'templates-download': query<TemplateDownload>()({ policy: 'admin', input: templatesDownloadInput }),
    'templates-generate': command<GeneratedDocument>()({
      policy: 'staff',
      input: templatesGenerateInput,
      attempt: 'gerar documento a partir de modelo',
      actions: { 'files.generate': created('Gerou documento a partir de modelo') },
    }),
  },
});
