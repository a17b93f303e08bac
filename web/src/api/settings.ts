import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUDIT_PSEUDO_ACTORS, isAuditPseudoActor, type AuditPage, type AuditRecordRef } from '@office/domain/audit';
import type { AuditRecord } from '@office/domain/collection-types';
import type { CallInput } from '@office/domain/contracts';
import type { Page } from '@office/domain/lists';
import { pagePath } from '@office/domain/addresses';
import { call } from '../lib/callable';
import { auditKeys, categoryPlanKeys, dashboardKeys, financeKeys, removalKeys } from './keys';
import { useCallMutation } from './mutation';

export type RemovalListParams = CallInput<'settings-removalRequests'>;

export const removalQueries = {
  list: (params: RemovalListParams) =>
    queryOptions({ queryKey: removalKeys.list(params), queryFn: () => call('settings-removalRequests', params), placeholderData: keepPreviousData }),
};

export type AuditListParams = CallInput<'settings-auditLog'>;

/**
 * An entry with what the log shows beside it: the actor's name, the action's words (and, for a refusal, what was
 * attempted), and its record (null once deleted, absent when hidden).
 */
export type AuditRow = AuditRecord & { actorName: string; actionLabel: string; attemptLabel: string; record?: AuditRecordRef | null };

/** A page of the log whose rows carry their names, so a table cell needs nothing but its row. */
export type AuditRowPage = Page<AuditRow> & { records: AuditPage['records'] };

async function auditPage(params: AuditListParams): Promise<AuditRowPage> {
  const page = await call('settings-auditLog', params);
  const nameOf = (actor: string) => page.people[actor] ?? (isAuditPseudoActor(actor) ? AUDIT_PSEUDO_ACTORS[actor] : 'Pessoa não encontrada');
  const items = page.items.map((e) => ({
    ...e,
    actorName: nameOf(e.actor),
    actionLabel: page.words.actions[e.action] ?? e.action,
    attemptLabel: page.words.attempts[e.entityId] ?? e.entityId,
    ...(e.recordId in page.records ? { record: page.records[e.recordId] } : {}),
  }));
  return { items, nextCursor: page.nextCursor, total: page.total, records: page.records };
}

export const auditQueries = {
  // Every write anywhere adds to the log: read afresh each time the page shows it.
  list: (params: AuditListParams) =>
    queryOptions({ queryKey: auditKeys.list(params), queryFn: () => auditPage(params), placeholderData: keepPreviousData, staleTime: 0 }),
};

/** A record's history in Configurações → Auditoria (administrators only). */
export const auditHistoryPath = (record: string) => pagePath('audit', { record });
/** What one person did, in the same log. */
export const auditActorPath = (actor: string) => pagePath('audit', { actor });

export const useResolveRemoval = () => useCallMutation('settings-resolveRemoval', { refresh: [removalKeys.lists(), dashboardKeys.all] });

export const categoryPlanQueries = {
  // The usage counts move with every lançamento written elsewhere: read afresh each time the page shows it.
  plan: () => queryOptions({ queryKey: categoryPlanKeys.all, queryFn: () => call('settings-categoryPlan', {}), staleTime: 0 }),
};

/**
 * Saves the whole plan on the version edited; the answer is the page's data, and the finance forms offer the new
 * plan. Someone else saved meanwhile: fetch theirs, which the page offers to load.
 */
export const useUpdateCategoryPlan = () =>
  useCallMutation('settings-updateCategoryPlan', {
    storeAt: () => categoryPlanKeys.all,
    refresh: [financeKeys.categoryPlan()],
    onConflict: [categoryPlanKeys.all],
  });
