import { COLLECTIONS, type PortalCorrectionView } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import type { PortalCorrectionDoc } from './corrections';

/** More requests than one client ever makes. */
const CLIENT_PAGE = 500;

/** A client's requests, newest first. */
export async function clientCorrections(ctx: CallableContext, clientId: string): Promise<PortalCorrectionDoc[]> {
  const page = await ctx.stores.documents.list(COLLECTIONS.portalCorrections, {
    where: [{ field: 'clientId', op: '==', value: clientId }],
    limit: CLIENT_PAGE,
  });
  return [...page.docs].sort((a, b) => (a.data.createdAt < b.data.createdAt ? 1 : a.data.createdAt > b.data.createdAt ? -1 : 0));
}

/** Requests as both sides read them: who of the client's side asked, and who of the office answered. */
export async function correctionViews(ctx: CallableContext, docs: readonly PortalCorrectionDoc[]): Promise<PortalCorrectionView[]> {
  const store = ctx.stores.documents;
  const accountIds = [...new Set(docs.map((d) => d.data.requestedBy))];
  const staffIds = [...new Set(docs.flatMap((d) => (d.data.answeredBy ? [d.data.answeredBy] : [])))];
  const [accounts, staff] = await Promise.all([
    accountIds.length ? store.getMany(COLLECTIONS.portalAccounts, accountIds) : [],
    staffIds.length ? store.getMany(COLLECTIONS.staff, staffIds) : [],
  ]);
  const accountName = new Map(accountIds.map((id, i) => [id, accounts[i]?.data.name ?? 'Cliente']));
  const staffName = new Map(staffIds.map((id, i) => [id, staff[i]?.data.name ?? 'Escritório']));
  return docs.map(({ id, version, data: c }) => ({
    id,
    clientId: c.clientId,
    field: c.field,
    text: c.text,
    status: c.status,
    createdAt: c.createdAt,
    requestedByName: accountName.get(c.requestedBy) ?? 'Cliente',
    answer: c.answer,
    answeredAt: c.answeredAt,
    answeredByName: c.answeredBy ? (staffName.get(c.answeredBy) ?? 'Escritório') : null,
    version,
  }));
}
