/**
 * Undoing an import: the check that nothing it created changed since (before anything is deleted), then one chunk's
 * lawsuits per step (their DataJud andamentos first, as lawsuits-delete does), then the clients it created.
 */
import { COLLECTIONS, importChunkId, importClientId, joinWithAnd, type ImportJobRecord } from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import { removeImported } from '../../../integrations/imported-cleanup';
import { clientWrite, type ClientChange } from '../../../entities/clients/client-write';
import { lawsuitWrite, type LawsuitChange } from '../../../entities/lawsuits/lawsuit-write';
import type { TypedReader } from '../../../store/typed';

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

/** Deletes one chunk's lawsuits on the versions the import left them; a change since stops the undo here. */
export async function undoChunk(ctx: CallableContext, jobId: string, chunkId: string): Promise<void> {
  const store = ctx.stores.documents;
  const chunk = await store.get(COLLECTIONS.importChunks, chunkId);
  const rows = chunk?.data.rows.filter((r) => r.outcome === 'importado') ?? [];
  for (const r of rows) await removeImported(store, r.lawsuitId, ctx.uid, 'lawsuits.delete');
  await store.transact(async (tx) => {
    const [current, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (!job) return { ops: [], result: null };
    const stored = await tx.getMany(
      COLLECTIONS.lawsuits,
      rows.map((r) => r.lawsuitId),
    );
    const changes: LawsuitChange[] = rows.flatMap((r, i) => {
      const doc = stored[i];
      return doc && current?.data.state !== 'desfeito' ? [{ id: r.lawsuitId, before: doc.data, after: null, expectedVersion: r.version ?? doc.version }] : [];
    });
    const counts = { ...job.data.counts, undone: job.data.counts.undone + changes.length };
    return {
      ops: [
        ...(changes.length ? await lawsuitWrite(tx, ctx, { action: 'imports.undoLawsuit' }, changes) : []),
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
