/** Fluxos de trabalho: templates the administrator keeps, applied to a lawsuit from the Agenda. */
import { asAdmin, run } from '../../support/access-callers';
import { ADMIN_ONLY, denied, SECTION_READ, SECTION_WRITE, type GroupRows } from '../../support/access-matrix';

/** A workflow template of one task, due the day it is applied. */
function sampleWorkflow() {
  const task = { title: 'Conferir documentos', description: '', steps: [], anchor: 'aplicacao', days: 0, priority: 'normal', review: false };
  return { name: `Fluxo da matriz ${run}`, description: null, phases: [{ name: 'Início', tasks: [task] }] };
}
/** A template the administrator made: what an allowed edit, deletion or application then really changes. */
async function adminWorkflow(): Promise<{ id: string; expectedVersion: number }> {
  const created = await asAdmin<{ id: string; version: number }>('workflows-create', { template: sampleWorkflow() });
  return { id: created.id, expectedVersion: created.version };
}

export default {
  'workflows-create': { section: 'settings', input: async () => ({ template: sampleWorkflow() }), expect: ADMIN_ONLY },
  'workflows-update': { section: 'settings', input: async () => ({ ...(await adminWorkflow()), template: sampleWorkflow() }), expect: ADMIN_ONLY },
  'workflows-delete': { section: 'settings', input: adminWorkflow, expect: ADMIN_ONLY },
  // Applying links a lawsuit: a caller with Agenda alone is told they cannot link one (the field's error).
  'workflows-plan': {
    section: 'agenda',
    input: async () => ({ templateId: (await adminWorkflow()).id, lawsuitId: 'proc-001' }),
    expect: { ...SECTION_READ, readOnly: [400, 'invalid-input'], readWrite: [400, 'invalid-input'] },
  },
  'workflows-apply': {
    section: 'agenda',
    input: async () => ({ templateId: (await adminWorkflow()).id, lawsuitId: 'proc-001', assigneeId: 'staff-rafael-moreira', reviewerId: null }),
    expect: { ...SECTION_WRITE, readWrite: [400, 'invalid-input'] },
  },
  'workflows-runs': {
    section: 'agenda',
    input: async () => ({ lawsuitId: 'proc-001' }),
    expect: { ...SECTION_READ, readOnly: denied('missing-scope'), readWrite: denied('missing-scope') },
  },
} satisfies GroupRows<'workflows'>;
