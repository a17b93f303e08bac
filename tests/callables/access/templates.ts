/** Modelos de documentos: the administrator keeps them; who edits Clientes generates documents from them. */
import { minimalDocx } from '../../support/zip';
import { asAdmin } from '../../support/access-callers';
import { ADMIN_ONLY, none, SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

const sampleTemplate = () => ({ name: 'Modelo da matriz', description: null, category: 'outro', appliesTo: 'cliente' });
const templateFile = () => ({ name: 'matriz.docx', dataBase64: Buffer.from(minimalDocx('Matriz: {cliente.nome}')).toString('base64') });
/** A template the administrator uploaded: what an allowed edit or deletion then really changes. */
async function adminTemplate(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('templates-create', { template: sampleTemplate(), file: templateFile() });
  return { id: created.id, expectedVersion: created.version };
}

export default {
  // Also open to who reads Processos alone; the row's callers hold the Clientes label.
  'templates-list': { section: 'clients', input: none, expect: SECTION_READ },
  'templates-download': { section: 'settings', input: async () => ({ id: 'tpl-procuracao' }), expect: ADMIN_ONLY },
  'templates-create': { section: 'settings', input: async () => ({ template: sampleTemplate(), file: templateFile() }), expect: ADMIN_ONLY },
  'templates-update': {
    section: 'settings',
    input: async () => ({ ...(await adminTemplate()), template: { ...sampleTemplate(), name: 'Modelo da matriz (editado)' } }),
    expect: ADMIN_ONLY,
  },
  'templates-delete': { section: 'settings', input: adminTemplate, expect: ADMIN_ONLY },
  'templates-generate': {
    section: 'clients',
    input: async () => ({ templateId: 'tpl-declaracao-hipossuficiencia', clientId: 'cli-001' }),
    expect: SECTION_WRITE,
  },
} satisfies GroupRows<'templates'>;
