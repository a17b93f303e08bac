import { COLLECTIONS, HIDDEN_LAWSUIT_LABEL, lawsuitLabel, partiesCaption, type EventLinks, type EventRecord } from '@office/domain';
import { implement, type CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { callerSeesLawsuit } from '../../platform/lawsuit-visibility';
import { callerReads } from '../../platform/link-access';
import { toListed } from '../../platform/pages';

/**
 * The entry's lawsuit and client as the caller may name them (EventLinks): who reads Processos or Clientes, and the
 * people the entry concerns, who need the case's number and parties to work on it. Under segredo de justiça, one not
 * theirs reads as hidden and its client stays unnamed (and unlinked: its id would say whose lawsuit it is).
 */
async function linksOf(ctx: CallableContext, e: EventRecord): Promise<{ links: EventLinks; hidesClient: boolean }> {
  const onIt = (e.concerns ?? e.people).includes(ctx.uid);
  const [lawsuit, client] = await Promise.all([
    e.lawsuitId ? ctx.stores.documents.get(COLLECTIONS.lawsuits, e.lawsuitId) : null,
    e.clientId && (onIt || callerReads(ctx, 'clients')) ? ctx.stores.documents.get(COLLECTIONS.clients, e.clientId) : null,
  ]);
  const hidden = !!lawsuit && !callerSeesLawsuit(ctx, lawsuit.data);
  const namesLawsuit = !!lawsuit && (onIt || callerReads(ctx, 'lawsuits'));
  return {
    links: {
      lawsuit: namesLawsuit
        ? hidden
          ? { label: HIDDEN_LAWSUIT_LABEL, parties: null }
          : { label: lawsuitLabel(lawsuit.data), parties: partiesCaption(lawsuit.data) }
        : null,
      clientName: hidden ? null : (client?.data.name ?? null),
    },
    hidesClient: hidden,
  };
}

/** Agenda: one event (also what /appointment/:id shows), with its "recalcular" flag when the calendar changed its prazo. */
export default implement('agenda-get', async (ctx, input) => {
  const [doc, review] = await Promise.all([
    ctx.stores.documents.get(COLLECTIONS.events, input.id),
    ctx.stores.documents.get(COLLECTIONS.prazoReviews, input.id),
  ]);
  if (!doc) throw appError('not-found');
  const { links, hidesClient } = await linksOf(ctx, doc.data);
  const listed = toListed(doc);
  return { ...listed, clientId: hidesClient ? null : listed.clientId, review: review?.data ?? null, links };
});
