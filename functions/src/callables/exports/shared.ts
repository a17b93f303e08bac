import { can, type ExportRecord, type ExportView } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import type { StoredDoc } from '../../store/port';

/** An export as the page shows it: the client's name only to who reads Clientes (an administrator may not). */
export function exportView(ctx: CallableContext, doc: StoredDoc<ExportRecord>, now = new Date().toISOString()): ExportView {
  const clients = can(ctx.staff?.data.scopes, 'clients', 'read');
  const expired = doc.data.expiresAt !== null && doc.data.expiresAt <= now;
  return { ...doc.data, clientName: clients ? doc.data.clientName : null, id: doc.id, version: doc.version, expired };
}
