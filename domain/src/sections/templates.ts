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
    'templates-list': query<Listed<DocumentTemplateRecord>[]>()('staff', none),
    'templates-create': command<Listed<DocumentTemplateRecord>>()('admin', templatesCreateInput, 'cadastrar modelo de documento', {
      'templates.create': created('Cadastrou modelo de documento'),
    }),
    'templates-update': command<Listed<DocumentTemplateRecord>>()('admin', templatesUpdateInput, 'editar modelo de documento', {
      'templates.update': updated('Editou modelo de documento'),
    }),
    'templates-delete': command<{ deleted: true }>()('admin', templatesDeleteInput, 'excluir modelo de documento', {
      'templates.delete': deleted('Excluiu modelo de documento'),
    }),
    'templates-download': query<TemplateDownload>()('admin', templatesDownloadInput),
    'templates-generate': command<GeneratedDocument>()('staff', templatesGenerateInput, 'gerar documento a partir de modelo', {
      'files.generate': created('Gerou documento a partir de modelo'),
    }),
  },
});
