import { COLLECTIONS, emailModes, type NotificationPreferencesRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { preferencesView } from './shared';

/**
 * Notificações: how the caller wants each kind by e-mail. Names the version it was based on (null for the first
 * save): two tabs saving different choices is a conflict, not a silent overwrite. Affects what is made from now on.
 */
export default implement('notifications-updatePreferences', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.notificationPreferences, ctx.uid);
    if ((current?.version ?? null) !== input.expectedVersion) throw appError('conflict', { currentVersion: current?.version ?? 0 });
    const next: NotificationPreferencesRecord = { email: { ...emailModes(current?.data), ...input.email }, updatedBy: ctx.uid };
    const changed = changedFields(emailModes(current?.data), next.email);
    if (current && changed.length === 0) return { ops: [], result: null };
    const audit = auditOp(ctx, {
      section: 'notifications',
      action: 'notifications.preferences',
      entity: COLLECTIONS.notificationPreferences,
      entityId: ctx.uid,
      changedFields: changed.map((k) => `email.${k}`),
    });
    return {
      ops: current
        ? [{ kind: 'update', collection: COLLECTIONS.notificationPreferences, id: ctx.uid, expectedVersion: current.version, patch: next }, audit]
        : [{ kind: 'create', collection: COLLECTIONS.notificationPreferences, id: ctx.uid, data: next }, audit],
      result: null,
    };
  });
  return preferencesView(ctx);
});
