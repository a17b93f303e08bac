/**
 * The worklist's rows (intimations-list): each stored intimação without its whole text, with its excerpt, its
 * lawsuit as the caller may name it (one read of the page's lawsuits) or "novo processo?" for an unknown CNJ.
 * Records stored before the worklist have no proposal nor owners: read as none.
 */
import {
  COLLECTIONS,
  intimationExcerpt,
  captureTargets,
  namesClient,
  partyRoleLabel,
  type IntegrationRecord,
  type IntimationRecord,
  type IntimationRow,
  type Listed,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { labelFor, viewerOf } from '../../../platform/lawsuit-visibility';
import type { TypedReader } from '../../../store/typed';

/** A stored intimação with the worklist's fields as the contract reads them on records older than them. */
export function withWorklistDefaults<T extends IntimationRecord>(record: T): T {
  return {
    ...record,
    owners: record.owners ?? [],
    termKeys: record.termKeys ?? record.oabKeys,
    proposal: record.proposal ?? null,
    proposedKind: record.proposedKind ?? 'nenhuma',
    likelyPrazo: record.likelyPrazo ?? false,
    firstDue: record.firstDue ?? null,
  };
}

/** The rows of a page, with one read of the lawsuits they link. Only visible intimações reach here (hiddenIntimations). */
export async function worklistRows(
  ctx: CallableContext,
  reader: Pick<TypedReader, 'getMany'>,
  items: readonly Listed<IntimationRecord>[],
): Promise<IntimationRow[]> {
  const ids = [...new Set(items.flatMap((i) => (i.lawsuitId ? [i.lawsuitId] : [])))];
  const docs = await reader.getMany(COLLECTIONS.lawsuits, ids);
  const lawsuits = new Map(ids.flatMap((id, i) => (docs[i] ? [[id, docs[i].data] as const] : [])));
  const viewer = viewerOf(ctx);
  return items.map((item) => {
    const { text, ...rest } = withWorklistDefaults(item);
    const lawsuit = item.lawsuitId ? lawsuits.get(item.lawsuitId) : undefined;
    const client = lawsuit?.clients[0];
    return {
      ...rest,
      excerpt: intimationExcerpt(text, item.textFormat, rest.proposal?.actions[0]?.quote),
      lawsuit:
        lawsuit && item.lawsuitId
          ? {
              id: item.lawsuitId,
              label: labelFor(viewer, lawsuit),
              clientName: lawsuit.clientName,
              clientRole: client ? partyRoleLabel(client.role, client.gender) : null,
              responsibleLawyerIds: lawsuit.responsibleLawyerIds,
            }
          : null,
      // A valid CNJ the office has no lawsuit for: "novo processo?", with whom the communication names.
      newLawsuit: !item.lawsuitId && item.cnj ? { cnj: item.cnj, parties: item.recipients } : null,
    };
  });
}

/** The monitored terms as the filter offers them: the inscriptions ("OAB/SP 123456 (Nome)"), then names and texts. */
export function worklistTerms(settings: Pick<IntegrationRecord, 'oabs' | 'terms'> | null, readsClients: boolean): { key: string; label: string }[] {
  // Party and free-text terms name clients (and their CPFs/CNPJs): only for who reads Clientes.
  return captureTargets(settings)
    .filter((t) => readsClients || !namesClient(t.label))
    .map(({ key, label }) => ({ key, label }));
}
