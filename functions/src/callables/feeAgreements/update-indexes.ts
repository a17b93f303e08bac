import { COLLECTIONS, ECONOMIC_INDEXES_ID, sortedIndexRows } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readIndexTable } from '../../entities/finance/agreement-generation';

/**
 * Configurações: save the table of monthly index rates whole, on the version the administrator edited. Each row
 * names its source (IBGE's IPCA, FGV's IGP-M, as the BCB SGS series 433 and 189 publish them).
 */
export default implement('feeAgreements-updateIndexes', async (ctx, input) => {
  const store = ctx.stores.documents;
  await store.transact(async (tx) => {
    const current = await readIndexTable(tx);
    if (current.version !== input.expectedVersion) throw appError('conflict', { currentVersion: current.version });
    const data = { rows: sortedIndexRows(input.rows), updatedBy: ctx.uid };
    return {
      ops: [
        current.version === 0
          ? { kind: 'create', collection: COLLECTIONS.settings, id: ECONOMIC_INDEXES_ID, data }
          : { kind: 'update', collection: COLLECTIONS.settings, id: ECONOMIC_INDEXES_ID, expectedVersion: current.version, patch: data },
        auditOp(ctx, {
          section: 'settings',
          action: 'feeAgreements.updateIndexes',
          entity: COLLECTIONS.settings,
          entityId: ECONOMIC_INDEXES_ID,
          changedFields: ['rows'],
        }),
      ],
      result: null,
    };
  });
  const { rows, version } = await readIndexTable(store);
  return { rows: sortedIndexRows(rows), version };
});
