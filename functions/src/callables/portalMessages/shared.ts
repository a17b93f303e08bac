/** What the portal's message callables share: the lawsuit as each side may reach it, and the threads' views. */
import { COLLECTIONS, portalThreadId, type LawsuitRecord, type PortalThreadView, type StaffPortalThreadView } from '@office/domain';
import { threadMessages } from '../../entities/portal/portal-messages';
import type { CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readVisibleLawsuit } from '../../platform/lawsuit-visibility';
import type { StoredDoc } from '../../store/port';
import type { TypedReader, TypedTransactionReader } from '../../store/typed';
import { portalLawsuit } from '../portalCases/shared';

/** The client's side: a lawsuit opened to the portal of one of the account's clients (else not-found), and which client. */
export async function clientSide(ctx: CallableContext, lawsuitId: string): Promise<{ lawsuit: StoredDoc<LawsuitRecord>; clientId: string }> {
  const lawsuit = await portalLawsuit(ctx, lawsuitId);
  const clientId = lawsuit.data.clientIds.find((id) => ctx.portal?.clientIds.includes(id));
  if (!clientId) throw appError('not-found');
  return { lawsuit, clientId };
}

/** The office's side: a lawsuit the caller may see and one of its clients (else not-found). */
export async function officeSide(ctx: CallableContext, lawsuitId: string, clientId: string): Promise<StoredDoc<LawsuitRecord>> {
  const lawsuit = await readVisibleLawsuit(ctx, ctx.stores.documents, lawsuitId);
  if (!lawsuit.data.clientIds.includes(clientId)) throw appError('not-found');
  return lawsuit;
}

/** Checked again at commit: a message goes only while the lawsuit is open to the portal and the client is its party. */
export function stillOpenTo(lawsuitId: string, clientId: string, notOpen: () => never) {
  return async (tx: TypedTransactionReader): Promise<void> => {
    const [lawsuit, portalCase] = await Promise.all([tx.get(COLLECTIONS.lawsuits, lawsuitId), tx.get(COLLECTIONS.portalCases, lawsuitId)]);
    if (!lawsuit || !lawsuit.data.clientIds.includes(clientId)) throw appError('not-found');
    if (!portalCase?.data.open) notOpen();
  };
}

export const caseTitle = (l: LawsuitRecord) => `${l.className}: ${l.subject}`;

export async function clientThreadView(reader: TypedReader, lawsuit: StoredDoc<LawsuitRecord>, clientId: string): Promise<PortalThreadView> {
  const threadId = portalThreadId(lawsuit.id, clientId);
  const [thread, messages] = await Promise.all([reader.get(COLLECTIONS.portalThreads, threadId), threadMessages(reader, threadId)]);
  return { lawsuitId: lawsuit.id, title: caseTitle(lawsuit.data), unread: thread?.data.unreadByClient ?? 0, messages };
}

export async function staffThreadView(reader: TypedReader, lawsuit: StoredDoc<LawsuitRecord>, clientId: string): Promise<StaffPortalThreadView> {
  const threadId = portalThreadId(lawsuit.id, clientId);
  const [thread, messages] = await Promise.all([reader.get(COLLECTIONS.portalThreads, threadId), threadMessages(reader, threadId)]);
  const clientName = lawsuit.data.clients.find((c) => c.clientId === clientId)?.name ?? 'Cliente';
  return { clientId, clientName, unread: thread?.data.unreadByOffice ?? 0, messages };
}
