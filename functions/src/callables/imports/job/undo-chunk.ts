/**
 * Undoing an import: the check that nothing it created changed since (before anything is deleted), then one chunk's
 * lawsuits per step (by lawsuits-delete's own path: callables/lawsuits/deletion.ts), then the clients it created.
 */
import { COLLECTIONS, importChunkId, importClientId, joinWithAnd, type ImportJobRecord } from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import { removeImported } from '../../../integrations/imported-cleanup';
import { clientWrite, type ClientChange } from '../../../entities/clients/client-write';
import type { TypedReader, TypedWriteOp } from '../../../store/typed';
import { lawsuitDeletionOps, requireDeletable } from '../../../entities/lawsuits/lawsuit-delete';

/** Every lawsuit id of the job begins with it (importLawsuitId): one range query finds what points at any of them. */
const lawsuitRange = (jobId: string) => [
  { field: 'lawsuitId', op: '>=' as const, value: `proc-${jobId}-` },
  { field: 'lawsuitId', op: '<' as const, value: `proc-${jobId}-\uf8ff` },
];

/** The clients the job created (their ids derive from the job), as stored now. */
async function createdClients(reader: TypedReader, jobId: string, job: ImportJobRecord) {
  const ids = new Set<string>();
  for (let i = 0; i < job.chunkCount; i++) {
    const chunk = await reader.get(COLLECTIONS.importChunks, importChunkId(jobId, i));
    chunk?.data.rows.forEach((r) => r.match.kind === 'new' && ids.add(importClientId(jobId, r.match.key)));
  }
  const docs = await reader.getMany(COLLECTIONS.clients, [...ids]);
  return docs.flatMap((d) => (d ? [d] : []));
}

/**
 * Refuses the undo, in pt-BR and naming what changed, when a lawsuit the job created was edited, got an agenda
 * entry, a task, a lançamento or an andamento typed by hand, or a client it created was edited.
 */
export async function requireUndoable(ctx: CallableContext, reader: TypedReader, jobId: string, job: ImportJobRecord): Promise<void> {
  const changed: string[] = [];
  for (let i = 0; i < job.chunkCount && changed.length < 5; i++) {
    const chunk = await reader.get(COLLECTIONS.importChunks, importChunkId(jobId, i));
    const rows = chunk?.data.rows.filter((r) => r.outcome === 'importado') ?? [];
    const stored = await reader.getMany(
      COLLECTIONS.lawsuits,
      rows.map((r) => r.lawsuitId),
    );
    rows.forEach((r, j) => {
      const doc = stored[j];
      if (!doc || doc.version === r.version) return;
      // A lawsuit put under segredo since, out of the person's sight, is not named (lawsuit-visibility.ts).
      changed.push(callerSeesLawsuit(ctx, doc.data) ? `o processo ${r.cnj} (linha ${r.line}) foi editado` : `um processo da linha ${r.line} foi alterado`);
    });
  }
  const range = lawsuitRange(jobId);
  const [events, tasks, transactions, typed] = await Promise.all([
    reader.count(COLLECTIONS.events, range),
    reader.count(COLLECTIONS.tasks, range),
    reader.count(COLLECTIONS.transactions, range),
    reader.count(COLLECTIONS.movements, [{ field: 'source', op: '==', value: 'manual' }, ...range]),
  ]);
  if (events) changed.push(`${events} compromisso(s) na agenda foram vinculados aos processos`);
  if (tasks) changed.push(`${tasks} tarefa(s) foram vinculadas aos processos`);
  if (transactions) changed.push(`${transactions} lançamento(s) financeiro(s) foram vinculados aos processos`);
  if (typed) changed.push(`${typed} andamento(s) foram registrados à mão nos processos`);
  for (const client of await createdClients(reader, jobId, job)) {
    if (client.version !== 1 && changed.length < 8) changed.push(`o cliente ${client.data.name} foi editado`);
  }
  if (changed.length) {
    throw appError('invalid-state', {
      fields: { _: `Não é possível desfazer esta importação: depois dela, ${joinWithAnd(changed)}. Desfaça essas alterações ou exclua os registros um a um.` },
    });
  }
}

/** Why a chunk cannot be undone as it stands: a lawsuit changed, or something refuses its deletion (lawsuits-delete). */
export class ChunkChanged extends Error {}

/**
 * Deletes one chunk's lawsuits on the versions the import left them, by lawsuits-delete's own path: every lawsuit
 * checked first (its version, what refuses its deletion), so a change since stops the undo before anything of the
 * chunk is removed; then their DataJud andamentos, then each lawsuit with its relations and workflows in one
 * transaction that compares the versions again.
 */
export async function undoChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void> {
  const store = ctx.stores.documents;
  const chunk = await store.get(COLLECTIONS.importChunks, chunkId);
  const rows = chunk && chunk.data.state !== 'desfeito' ? chunk.data.rows.filter((r) => r.outcome === 'importado') : [];
  const stored = await store.getMany(
    COLLECTIONS.lawsuits,
    rows.map((r) => r.lawsuitId),
  );
  const present = rows.flatMap((r, i) => {
    const doc = stored[i];
    return doc ? [{ row: r, doc }] : [];
  });
  for (const { row, doc } of present) {
    if (row.version !== null && doc.version !== row.version) throw new ChunkChanged();
    try {
      await requireDeletable(store, row.lawsuitId);
    } catch {
      throw new ChunkChanged();
    }
  }
  for (const { row } of present) await removeImported(store, row.lawsuitId, ctx.uid, 'lawsuits.delete');
  await store.transact(async (tx) => {
    const [current, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (!job) return { ops: [], result: null };
    const lawsuits = await tx.getMany(
      COLLECTIONS.lawsuits,
      present.map((p) => p.row.lawsuitId),
    );
    const gone = present.flatMap(({ row, doc }, i) => {
      const now = lawsuits[i];
      return now && current?.data.state !== 'desfeito' ? [{ id: row.lawsuitId, before: now.data, expectedVersion: row.version ?? doc.version }] : [];
    });
    const ops: TypedWriteOp[] = gone.length ? await lawsuitDeletionOps(tx, ctx, { action: 'imports.undoLawsuit' }, gone) : [];
    const counts = { ...job.data.counts, undone: job.data.counts.undone + gone.length };
    return {
      ops: [
        ...ops,
        ...(current && current.data.state !== 'desfeito'
          ? [
              {
                kind: 'update' as const,
                collection: COLLECTIONS.importChunks,
                id: chunkId,
                expectedVersion: current.version,
                patch: { state: 'desfeito' as const },
              },
            ]
          : []),
        {
          kind: 'update',
          collection: COLLECTIONS.imports,
          id: jobId,
          expectedVersion: job.version,
          patch: { undoneChunks: job.data.undoneChunks + 1, counts },
        },
      ],
      result: null,
    };
  });
}

/** Deletes the clients the job created that nothing else uses now, then closes the job as undone. */
export async function undoClients(ctx: CallableContext, jobId: string, job: ImportJobRecord): Promise<void> {
  const store = ctx.stores.documents;
  const clients = await createdClients(store, jobId, job);
  let kept = 0;
  for (let i = 0; i < clients.length || i === 0; i += 100) {
    const batch = clients.slice(i, i + 100);
    kept += await store.transact(async (tx) => {
      const changes: ClientChange[] = [];
      let left = 0;
      for (const c of batch) {
        const current = await tx.get(COLLECTIONS.clients, c.id);
        if (!current) continue;
        const used = await Promise.all([
          tx.count(COLLECTIONS.lawsuits, [{ field: 'clientIds', op: 'array-contains', value: c.id }]),
          tx.count(COLLECTIONS.transactions, [{ field: 'clientId', op: '==', value: c.id }]),
          tx.count(COLLECTIONS.events, [{ field: 'clientId', op: '==', value: c.id }]),
        ]);
        if (current.version !== 1 || used.some((n) => n > 0)) left++;
        else changes.push({ id: c.id, before: current.data, after: null, expectedVersion: current.version });
      }
      return { ops: changes.length ? await clientWrite(tx, ctx, { action: 'imports.undoClient' }, changes) : [], result: left };
    });
  }
  await store.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.imports, jobId);
    if (!current) return { ops: [], result: null };
    const reason = kept ? `${kept} cliente(s) cadastrado(s) pela importação foram mantidos: foram editados ou passaram a ter outros registros.` : null;
    const patch = { status: 'desfeita' as const, finishedAt: new Date().toISOString(), stopReason: reason };
    return { ops: [{ kind: 'update', collection: COLLECTIONS.imports, id: jobId, expectedVersion: current.version, patch }], result: null };
  });
}
