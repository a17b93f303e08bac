import { auditActionLabel, auditFieldLabels, COLLECTIONS, isAuditPseudoActor, AUDIT_PSEUDO_ACTORS, type EventHistoryEntry } from '@office/domain';
import { implement } from '../../platform/define-callable';

/** Most entries an agenda entry's history shows: far more than a real entry gathers (each is one write). */
const HISTORY_LIMIT = 100;

/**
 * Agenda: an entry's history, newest first, read from the audit trail (nothing is overwritten silently): who
 * created, edited, moved, concluded or cancelled it, and when; a move says from when to when. Answers for a
 * deleted entry too (its history is what remains).
 */
export default implement('agenda-history', async (ctx, input) => {
  const store = ctx.stores.documents;
  const page = await store.list(COLLECTIONS.audit, {
    where: [
      { field: 'recordId', op: '==', value: input.id },
      { field: 'section', op: '==', value: 'agenda' },
    ],
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: HISTORY_LIMIT,
  });
  const changes = page.docs.filter((d) => d.data.kind !== 'denied');
  const actors = [...new Set(changes.map((d) => d.data.actor))];
  const staff = await store.getMany(COLLECTIONS.staff, actors);
  const names = new Map(actors.map((uid, i) => [uid, staff[i]?.data.name ?? (isAuditPseudoActor(uid) ? AUDIT_PSEUDO_ACTORS[uid] : 'Pessoa removida')]));
  return changes.map((d): EventHistoryEntry => ({
    at: d.data.at,
    actorName: names.get(d.data.actor) ?? d.data.actor,
    action: auditActionLabel(d.data.action),
    fields: d.data.action === 'agenda.update' ? auditFieldLabels(d.data.changedFields, 'agenda') : [],
    moved: d.data.moved ?? null,
  }));
});
