/** The courts' calendar: closures the administrator keeps; prazos to review on the Agenda. */
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { sampleClosure } from '../../support/access-fixtures';
import { ADMIN_ONLY, type GroupRows } from '../../support/access-matrix';

/** A closure the administrator added: what an allowed edit or deletion then really changes. */
async function adminClosure(): Promise<{ id: string; expectedVersion: number }> {
  const created = await callFn<{ closure: { id: string; version: number } }>('courtCalendar-create', { closure: sampleClosure() }, tokens.admin);
  return { id: created.result!.closure.id, expectedVersion: created.result!.closure.version };
}

export default {
  'courtCalendar-create': { section: 'settings', input: async () => ({ closure: sampleClosure() }), expect: ADMIN_ONLY },
  'courtCalendar-update': {
    section: 'settings',
    input: async () => ({ ...(await adminClosure()), closure: { ...sampleClosure(), name: 'Feriado municipal (editado)' } }),
    expect: ADMIN_ONLY,
  },
  'courtCalendar-delete': { section: 'settings', input: adminClosure, expect: ADMIN_ONLY },
} satisfies GroupRows<'courtCalendar'>;
