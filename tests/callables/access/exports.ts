/** Exportações: the office's or a client's data as an archive, for administrators only. */
import { callFn } from '../../support/emulator-client';
import { tokens } from '../../support/access-callers';
import { ADMIN_ONLY, type GroupRows } from '../../support/access-matrix';

/** A client's export the administrator queued: what an allowed run then really writes (a client's is small). */
async function queuedExport(): Promise<{ exportId: string }> {
  const queued = await callFn<{ id: string }>('exports-start', { scope: 'cliente', clientId: 'cli-001' }, tokens.admin);
  return { exportId: queued.result!.id };
}

export default {
  'exports-start': { section: 'settings', input: async () => ({ scope: 'cliente', clientId: 'cli-001' }), expect: ADMIN_ONLY },
  'exports-run': { section: 'settings', input: queuedExport, expect: ADMIN_ONLY },
} satisfies GroupRows<'exports'>;
