/** Saving an integration's configuration: on the version the administrator saw, audited, never during a run's claim check. */
import { COLLECTIONS, defaultIntegration, type IntegrationId, type IntegrationRecord } from '@office/domain';
import { auditOp, changedFields } from '../platform/audit';
import { appError } from '../platform/errors';
import type { TypedDocumentStore } from '../store/typed';

export async function saveIntegrationSettings(
  store: TypedDocumentStore,
  id: IntegrationId,
  expectedVersion: number | null,
  patch: Partial<Pick<IntegrationRecord, 'apiKey' | 'oabs' | 'terms' | 'keyRejected'>>,
  actor: string,
): Promise<void> {
  await store.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.integrations, id);
    // The configuration's own revision, not the document's version: runs write their state to the same document.
    const revision = current?.data.settingsRevision ?? 0;
    if ((revision || null) !== expectedVersion) throw appError('conflict', { currentVersion: revision });
    const before = { ...defaultIntegration(id), ...current?.data };
    const after = { ...before, ...patch, updatedBy: actor };
    const fields = changedFields(before, after).filter((f) => f !== 'updatedBy');
    if (!fields.length) return { ops: [], result: null };
    const saved = { ...patch, settingsRevision: revision + 1, updatedBy: actor };
    return {
      ops: [
        current
          ? { kind: 'update', collection: COLLECTIONS.integrations, id, expectedVersion: current.version, patch: saved }
          : { kind: 'create', collection: COLLECTIONS.integrations, id, data: { ...after, ...saved } },
        auditOp(
          { uid: actor },
          {
            section: 'integrations',
            action: id === 'datajud' ? 'integrations.updateDatajud' : 'integrations.updateDjen',
            entity: COLLECTIONS.integrations,
            entityId: id,
            changedFields: fields,
          },
        ),
      ],
      result: null,
    };
  });
}
