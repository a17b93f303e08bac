import {
  COLLECTIONS,
  describeCnj,
  LAWSUIT_LINK_LABELS,
  lawsuitLabel,
  lawsuitSearchWords,
  lawsuitClientCopy,
  lawsuitAudience,
  seesLawsuit,
  CONFIDENTIAL_SELF_MESSAGE,
  opposingKeys,
  PARTY_ROLES,
  searchKey,
  type LawsuitClient,
  type LawsuitLinkRecord,
  type LawsuitLinkView,
  type LawsuitRecord,
  type LawsuitValues,
} from '@office/domain';
import type { StoredDoc } from '../../store/port';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { requireLinkable } from '../../platform/link-access';
import { callerSeesLawsuit, viewerOf } from '../../platform/lawsuit-visibility';
import { securityEventOps } from '../../platform/security-events';
import { readAreas } from '../about/shared';
import type { TypedReader } from '../../store/typed';

export const DUPLICATE_CNJ = { 'lawsuit.cnj': 'Este número CNJ já está cadastrado no escritório.' };
/** The refusal of a number held by a lawsuit the caller may not see: it names no case, no client, no lawyer. */
export const UNAVAILABLE_CNJ = { 'lawsuit.cnj': 'Não é possível cadastrar este número CNJ. Fale com um administrador do escritório.' };

/**
 * The answer to a lawsuit number another lawsuit holds (its `lawsuitNumbers/<digits>` key refused the commit).
 * Who may see that lawsuit is told it is there, with its id, subject and client for a link (409, "já está
 * cadastrado"). Who may not (a lawsuit under segredo de justiça of other lawyers) gets a refusal on the field
 * that names nothing of it and sends them to an administrator, and the attempt is written to the audit log as
 * a security event naming the caller and that lawsuit (Configurações → Auditoria, administrators only).
 *
 * What is left, said plainly: a number is unique in the office, so it cannot be registered twice, and any
 * refusal differs from a success; this one tells the caller that the number is not theirs to register, not
 * that a case has it, whose it is or what it is about. The only answer that would tell nothing would register
 * the number a second time. Every such answer leaves a trace for the administrators, so probing numbers is seen;
 * an administrator who finds the attempt legitimate adds the lawyer among the lawsuit's responsible.
 */
export async function duplicateCnj(ctx: CallableContext, digits: string | null): Promise<Error> {
  const store = ctx.stores.documents;
  const key = digits ? await store.get(COLLECTIONS.lawsuitNumbers, digits) : null;
  const holder = key ? await store.get(COLLECTIONS.lawsuits, key.data.lawsuitId) : null;
  // Released meanwhile (the holder renumbered or deleted): nothing to name, and nothing to record.
  if (!holder) return appError('invalid-input', { fields: UNAVAILABLE_CNJ });
  if (callerSeesLawsuit(ctx, holder.data)) {
    return appError('already-exists', {
      fields: DUPLICATE_CNJ,
      holder: { id: holder.id, label: [holder.data.subject, holder.data.clientName].filter(Boolean).join(' · ') },
    });
  }
  await store
    .transact(async (tx) => ({
      ops: await securityEventOps(tx, ctx.uid, {
        section: 'lawsuits',
        action: 'lawsuits.secretNumber',
        entity: COLLECTIONS.lawsuits,
        entityId: holder.id,
        changedFields: ['cnj'],
      }),
      result: null,
    }))
    // The refusal stands whether or not its trace could be written.
    .catch((error: unknown) => console.error('[lawsuits] could not record a secret number attempt', error instanceof Error ? error.message : String(error)));
  return appError('invalid-input', { fields: UNAVAILABLE_CNJ });
}

/**
 * The stored record: canonical CNJ, tribunal derived from J.TR, the clients' names and genders copied for lists,
 * labels and search, and the opposing parties' keys for the conflict check. `reader` is the write's transaction,
 * so no client can be deleted or renamed between this read and the commit.
 */
export async function toLawsuitRecord(
  values: LawsuitValues,
  reader: TypedReader,
  ctx: CallableContext,
  createdBy: string,
  kept: Pick<LawsuitRecord, 'clientIds' | 'practiceArea'> | null = null,
): Promise<LawsuitRecord> {
  values.clients.forEach((c, i) =>
    requireLinkable(ctx, 'clients', `lawsuit.clients.${i}.clientId`, c.clientId, kept?.clientIds.includes(c.clientId) ? c.clientId : null),
  );
  // An area removed from Sobre since stays on the lawsuits that have it; a newly chosen one must be the office's.
  if (values.practiceArea && values.practiceArea !== (kept?.practiceArea ?? null)) {
    const areas = (await readAreas(reader))?.data.areas ?? [];
    if (!areas.some((a) => a.name === values.practiceArea))
      throw appError('invalid-input', { fields: { 'lawsuit.practiceArea': 'Escolha uma das áreas de atuação do escritório (cadastradas em Sobre).' } });
  }
  // Saving a lawsuit under segredo that the person could no longer open would lose it to them.
  if (!seesLawsuit(viewerOf(ctx), values)) throw appError('invalid-input', { fields: { 'lawsuit.confidential': CONFIDENTIAL_SELF_MESSAGE } });
  const found = await reader.getMany(
    COLLECTIONS.clients,
    values.clients.map((c) => c.clientId),
  );
  const clients = values.clients.map((c, i): LawsuitClient => {
    const client = found[i];
    if (!client) throw appError('invalid-input', { fields: { [`lawsuit.clients.${i}.clientId`]: 'Cliente não encontrado.' } });
    return { ...c, ...lawsuitClientCopy(client.data) };
  });
  // The schema asks for at least one client.
  const [first] = clients;
  if (!first) throw appError('invalid-input', { fields: { 'lawsuit.clients': 'Escolha ao menos um cliente' } });
  const cnj = values.cnj ? describeCnj(values.cnj) : null;
  const formatted = cnj?.formatted ?? null;
  // The validated values as they are (the schema is strict: nothing else reaches the record), then what the server derives.
  return {
    ...values,
    clients,
    clientId: first.clientId,
    clientIds: clients.map((c) => c.clientId),
    clientSide: PARTY_ROLES[first.role].side,
    opposingKeys: opposingKeys(values.opposingParties),
    cnj: formatted,
    cnjDigits: formatted ? formatted.replace(/\D/g, '') : null,
    tribunalCode: formatted ? `${formatted.slice(16, 17)}.${formatted.slice(18, 20)}` : null,
    tribunal: cnj?.tribunal ?? null,
    subjectKey: searchKey(values.subject),
    clientName: first.name,
    clientNameKey: searchKey(first.name),
    searchWords: lawsuitSearchWords({ ...values, clients, cnj: formatted }),
    responsibleLawyerIds: [...new Set(values.responsibleLawyerIds)],
    audience: lawsuitAudience(values),
    createdBy,
    updatedBy: ctx.uid,
  };
}

/** A link as `lawsuitId`'s page shows it: the relation in its side's words and the other lawsuit. */
export function linkView(
  link: Pick<StoredDoc<LawsuitLinkRecord>, 'id' | 'version' | 'data'>,
  lawsuitId: string,
  other: Pick<LawsuitRecord, 'cnj' | 'internalRef' | 'subject' | 'status'>,
): LawsuitLinkView {
  const made = link.data.fromId === lawsuitId;
  const words = LAWSUIT_LINK_LABELS[link.data.kind];
  return {
    id: link.id,
    version: link.version,
    kind: link.data.kind,
    label: made ? words.from : words.to,
    other: { id: made ? link.data.toId : link.data.fromId, label: lawsuitLabel(other), subject: other.subject, status: other.status },
  };
}

/** The links of a lawsuit (both sides), read in `reader`: a lawsuit has a handful; MAX_LINKS bounds the read. */
export const MAX_LINKS = 50;
export async function linksOf(reader: Pick<TypedReader, 'list'>, lawsuitId: string): Promise<StoredDoc<LawsuitLinkRecord>[]> {
  return (await reader.list(COLLECTIONS.lawsuitLinks, { where: [{ field: 'lawsuitIds', op: 'array-contains', value: lawsuitId }], limit: MAX_LINKS })).docs;
}
