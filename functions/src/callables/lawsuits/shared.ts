import { COLLECTIONS, describeCnj, lawsuitSearchWords, searchKey, type LawsuitRecord, type LawsuitValues } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireLinkable } from '../../platform/link-access';
import type { TypedReader } from '../../store/typed';

export const DUPLICATE_CNJ = { 'lawsuit.cnj': 'Este número CNJ já está cadastrado no escritório.' };

/**
 * The stored record: canonical CNJ, tribunal derived from J.TR, the client's name copied for lists and search.
 * `reader` is the write's transaction, so the client cannot be deleted or renamed between this read and the commit.
 */
export async function toLawsuitRecord(
  values: LawsuitValues,
  reader: TypedReader,
  ctx: CallableContext,
  createdBy: string,
  keptClientId: string | null = null,
): Promise<LawsuitRecord> {
  requireLinkable(ctx, 'clients', 'lawsuit.clientId', values.clientId, keptClientId);
  const client = await reader.get(COLLECTIONS.clients, values.clientId);
  if (!client) throw appError('invalid-input', { fields: { 'lawsuit.clientId': 'Cliente não encontrado.' } });
  const cnj = values.cnj ? describeCnj(values.cnj) : null;
  const formatted = cnj?.formatted ?? null;
  // The validated values as they are (the schema is strict: nothing else reaches the record), then what the server derives.
  return {
    ...values,
    cnj: formatted,
    cnjDigits: formatted ? formatted.replace(/\D/g, '') : null,
    tribunalCode: formatted ? `${formatted.slice(16, 17)}.${formatted.slice(18, 20)}` : null,
    tribunal: cnj?.tribunal ?? null,
    subjectKey: searchKey(values.subject),
    clientName: client.data.name,
    clientNameKey: searchKey(client.data.name),
    searchWords: lawsuitSearchWords({ ...values, clientName: client.data.name }),
    responsibleLawyerIds: [...new Set(values.responsibleLawyerIds)],
    createdBy,
    updatedBy: ctx.uid,
  };
}
