import { COLLECTIONS, type LawsuitRecord } from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { TypedReader } from '../../store/typed';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerSeesLawsuit } from '../../platform/lawsuit-visibility';
import { callerReads, requireLinkable } from '../../platform/link-access';

/**
 * The lawsuit and client an agenda entry or a task links, read in the write's transaction so neither can be deleted
 * before the commit. A lawsuit without a client chosen names its own first; a client not of the lawsuit is refused
 * (named only to who reads Clientes). A lawsuit under segredo de justiça the caller may not see is not found,
 * unless it is the link the record already had; then the record keeps its client whatever is sent, since checking
 * the one sent would tell whose lawsuit it is (every client id gets the same answer).
 */
export async function lawsuitAndClientLink(
  reader: TypedReader,
  ctx: CallableContext,
  fields: { lawsuitId: string; clientId: string },
  values: { lawsuitId: string | null; clientId: string | null },
  before: { lawsuitId: string | null; clientId: string | null } | null,
): Promise<{ lawsuit: StoredDoc<LawsuitRecord> | null; clientId: string | null }> {
  requireLinkable(ctx, 'lawsuits', fields.lawsuitId, values.lawsuitId, before?.lawsuitId ?? null);
  const lawsuit = values.lawsuitId ? await reader.get(COLLECTIONS.lawsuits, values.lawsuitId) : null;
  const sees = callerSeesLawsuit(ctx, lawsuit?.data);
  if (values.lawsuitId && (!lawsuit || (!sees && values.lawsuitId !== before?.lawsuitId))) {
    throw appError('invalid-input', { fields: { [fields.lawsuitId]: 'Processo não encontrado.' } });
  }
  if (lawsuit && !sees) return { lawsuit, clientId: before?.clientId ?? lawsuit.data.clientId };
  requireLinkable(ctx, 'clients', fields.clientId, values.clientId, before?.clientId ?? null);
  if (!lawsuit) {
    if (values.clientId && !(await reader.get(COLLECTIONS.clients, values.clientId))) {
      throw appError('invalid-input', { fields: { [fields.clientId]: 'Cliente não encontrado.' } });
    }
    return { lawsuit: null, clientId: values.clientId };
  }
  if (values.clientId && !lawsuit.data.clientIds.includes(values.clientId)) {
    const whose = callerReads(ctx, 'clients') ? ` (${lawsuit.data.clientName})` : '';
    throw appError('invalid-input', { fields: { [fields.clientId]: `Este processo é de outro cliente${whose}.` } });
  }
  return { lawsuit, clientId: values.clientId ?? lawsuit.data.clientId };
}
