import { movementAddInput, movementListInput, movementUpdateInput, type LawsuitRecord, type Listed, type MovementRecord } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import { defineCallable } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { readPage, toListed } from '../../platform/pages';
import type { DocData } from '../../store/port';
import { LAWSUITS, MOVEMENTS } from './shared';

/** Processos: the lawsuit's andamentos, newest first. */
export const movements = defineCallable({ policy: { section: 'lawsuits', access: 'read' }, input: movementListInput }, async (ctx, input) =>
  readPage<MovementRecord>(ctx.stores.documents, MOVEMENTS, {
    where: [{ field: 'lawsuitId', op: '==', value: input.lawsuitId }],
    orderBy: [{ field: 'at', direction: 'desc' }],
    limit: input.limit,
    after: input.after,
  }),
);

/** Processos: record an andamento (entered by hand). */
export const addMovement = defineCallable({ policy: { section: 'lawsuits', access: 'write' }, input: movementAddInput }, async (ctx, input): Promise<Listed<MovementRecord>> => {
  if (!(await ctx.stores.documents.get<LawsuitRecord & DocData>(LAWSUITS, input.lawsuitId))) throw appError('not-found');
  const id = newId('mov');
  const record: MovementRecord = { lawsuitId: input.lawsuitId, at: new Date(input.at).toISOString(), description: input.description, source: 'manual', createdBy: ctx.uid };
  await ctx.stores.documents.commit([
    { kind: 'create', collection: MOVEMENTS, id, data: record as unknown as DocData },
    auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'lawsuits', action: 'lawsuits.addMovement', entity: MOVEMENTS, entityId: id, changedFields: Object.keys(record).sort() }),
  ]);
  const stored = await ctx.stores.documents.get(MOVEMENTS, id);
  if (!stored) throw appError('internal');
  return toListed<MovementRecord>(stored);
});

/** Processos: correct an andamento's date or text; stale edits are conflicts. */
export const updateMovement = defineCallable({ policy: { section: 'lawsuits', access: 'write' }, input: movementUpdateInput }, async (ctx, input): Promise<Listed<MovementRecord>> => {
  const before = await ctx.stores.documents.get<MovementRecord & DocData>(MOVEMENTS, input.id);
  if (!before) throw appError('not-found');
  const patch = { at: new Date(input.at).toISOString(), description: input.description };
  await ctx.stores.documents.commit([
    { kind: 'update', collection: MOVEMENTS, id: input.id, expectedVersion: input.expectedVersion, patch },
    auditOp({ at: new Date().toISOString(), actor: ctx.uid, section: 'lawsuits', action: 'lawsuits.updateMovement', entity: MOVEMENTS, entityId: input.id, changedFields: changedFields(before.data, { ...before.data, ...patch }) }),
  ]);
  const after = await ctx.stores.documents.get(MOVEMENTS, input.id);
  if (!after) throw appError('not-found');
  return toListed<MovementRecord>(after);
});
