import { COLLECTIONS, type PortalRequestView } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { labelFor, viewerOf } from '../../platform/lawsuit-visibility';
import { callerReads } from '../../platform/link-access';
import type { PortalRequestDoc } from './requests';

/**
 * Requests as the client's page lists them to the office: who asked and, for an answer, the client-side person who
 * sent it; a lawsuit the caller may not see reads "Processo em segredo de justiça", and one who does not read
 * Processos gets no label (the link rules: link-access.ts).
 */
export async function requestViews(ctx: CallableContext, docs: readonly PortalRequestDoc[]): Promise<PortalRequestView[]> {
  const store = ctx.stores.documents;
  const staffIds = [...new Set(docs.map((d) => d.data.createdBy))];
  const accountIds = [...new Set(docs.flatMap((d) => (d.data.answeredBy ? [d.data.answeredBy] : [])))];
  const lawsuitIds = callerReads(ctx, 'lawsuits') ? [...new Set(docs.flatMap((d) => (d.data.lawsuitId ? [d.data.lawsuitId] : [])))] : [];
  const [staff, accounts, lawsuits] = await Promise.all([
    staffIds.length ? store.getMany(COLLECTIONS.staff, staffIds) : [],
    accountIds.length ? store.getMany(COLLECTIONS.portalAccounts, accountIds) : [],
    lawsuitIds.length ? store.getMany(COLLECTIONS.lawsuits, lawsuitIds) : [],
  ]);
  const staffName = new Map(staffIds.map((id, i) => [id, staff[i]?.data.name ?? 'Pessoa removida']));
  const accountName = new Map(accountIds.map((id, i) => [id, accounts[i]?.data.name ?? 'Cliente']));
  const viewer = viewerOf(ctx);
  const label = new Map(lawsuitIds.map((id, i) => [id, lawsuits[i] ? labelFor(viewer, lawsuits[i].data) : 'Processo excluído']));
  return docs.map(({ id, version, data: r }) => ({
    id,
    clientId: r.clientId,
    lawsuitId: r.lawsuitId,
    lawsuitLabel: r.lawsuitId ? (label.get(r.lawsuitId) ?? null) : null,
    title: r.title,
    note: r.note,
    dueDate: r.dueDate,
    status: r.status,
    createdAt: r.createdAt,
    createdByName: staffName.get(r.createdBy) ?? 'Pessoa removida',
    fileName: r.fileName,
    answeredAt: r.answeredAt,
    answeredByName: r.answeredBy ? (accountName.get(r.answeredBy) ?? null) : null,
    version,
  }));
}
