/**
 * DataJud for one chunk of an import: one request per court index for its numbers (50 at most, DATAJUD_BATCH),
 * the lawsuit's fields from what the court reports, then its andamentos and court data through the DataJud sync's
 * own import (datajud-sync.ts: deterministic movement ids, so a step run again adds nothing twice).
 */
import { COLLECTIONS, datajudAlias, mapDatajudProcess, officeDate, type DatajudSource, type ImportChunkRow, type LawsuitInput } from '@office/domain';
import type { CourtHttp } from '../../../integrations/court-http';
import { searchDatajud } from '../../../integrations/datajud-client';
import { importLawsuits } from '../../../integrations/datajud-sync';
import { emptyCounts } from '../../../integrations/runs';
import type { TypedDocumentStore } from '../../../store/typed';
import type { ImportChunkRecord } from '@office/domain';

export interface ChunkLookup {
  found: Map<string, DatajudSource[]>;
  status(digits: string): ImportChunkRow['datajud'];
}

/** Asks DataJud for the chunk's numbers; a court without an index, or a failed request, is said per row. */
export async function lookUpChunk(http: CourtHttp, chunk: ImportChunkRecord, apiKey: string): Promise<ChunkLookup> {
  const found = new Map<string, DatajudSource[]>();
  const failed = new Set<string>();
  const byAlias = new Map<string, string[]>();
  for (const row of chunk.rows) {
    if (row.outcome === 'ignorado') continue;
    const alias = datajudAlias(row.digits);
    if (alias) byAlias.set(alias, [...(byAlias.get(alias) ?? []), row.digits]);
  }
  for (const [alias, digits] of byAlias) {
    try {
      for (const [number, sources] of await searchDatajud(http, alias, digits, apiKey)) found.set(number, sources);
    } catch {
      // The row says DataJud did not answer; the lawsuit is imported all the same, and "Atualizar andamentos" retries.
      digits.forEach((d) => failed.add(d));
    }
  }
  return {
    found,
    status: (digits) => (!datajudAlias(digits) ? 'sem-indice' : failed.has(digits) ? 'falhou' : found.has(digits) ? 'encontrado' : 'nao-encontrado'),
  };
}

const INSTANCE_OF: Record<string, LawsuitInput['instance']> = { G2: '2º grau', TR: '2º grau', SUP: 'Tribunal superior' };

/** The lawsuit's class, subject, órgão julgador, instance and distribuição as DataJud reports them (first grau first). */
export function courtFields(sources: readonly DatajudSource[]): {
  className: string | null;
  subject: string | null;
  organ: string | null;
  instance: LawsuitInput['instance'];
  filedOn: string | null;
} {
  const mapped = mapDatajudProcess(sources);
  const first = mapped.instances.find((i) => i.grau === 'G1' || i.grau === 'JE') ?? mapped.instances[0];
  const filed = first?.filedAt ? officeDate(first.filedAt) : null;
  return {
    className: first?.className?.slice(0, 200) ?? null,
    subject: mapped.subjects.join(', ').slice(0, 300) || null,
    organ: first?.organ?.slice(0, 200) ?? null,
    instance: (first && INSTANCE_OF[first.grau]) ?? '1º grau',
    // A date in the future is the court's typo: the form would refuse it, so it is left out.
    filedOn: filed && filed <= officeDate() ? filed : null,
  };
}

/**
 * Imports the andamentos of the chunk's lawsuits DataJud found (and records "não encontrado" on the others' court
 * data), then marks the chunk enriched with each lawsuit's version (undo compares it) and moves the job's checkpoint.
 */
export async function enrichChunk(store: TypedDocumentStore, jobId: string, chunkId: string, lookup: ChunkLookup): Promise<void> {
  const chunk = await store.get(COLLECTIONS.importChunks, chunkId);
  if (chunk?.data.state !== 'gravado') return;
  const counts = emptyCounts();
  const job = await store.get(COLLECTIONS.imports, jobId);
  const actor = job?.data.createdBy ?? 'system';
  const items = chunk.data.rows.flatMap((row) => {
    const alias = datajudAlias(row.digits);
    if (row.outcome !== 'importado' || !alias || row.datajud === 'falhou') return [];
    return [{ lawsuitId: row.lawsuitId, alias, sources: lookup.found.get(row.digits) ?? [] }];
  });
  await importLawsuits(store, items, counts, actor, jobId);
  await store.transact(async (tx) => {
    const [current, job] = await Promise.all([tx.get(COLLECTIONS.importChunks, chunkId), tx.get(COLLECTIONS.imports, jobId)]);
    if (current?.data.state !== 'gravado' || !job) return { ops: [], result: null };
    const lawsuits = await tx.getMany(
      COLLECTIONS.lawsuits,
      current.data.rows.map((r) => r.lawsuitId),
    );
    const rows = current.data.rows.map((r, i) => (r.outcome === 'importado' ? { ...r, version: lawsuits[i]?.version ?? null } : r));
    const enrichedChunks = job.data.enrichedChunks + 1;
    const finished = enrichedChunks >= job.data.chunkCount;
    const at = new Date().toISOString();
    return {
      ops: [
        { kind: 'update', collection: COLLECTIONS.importChunks, id: chunkId, expectedVersion: current.version, patch: { state: 'enriquecido', rows } },
        {
          kind: 'update',
          collection: COLLECTIONS.imports,
          id: jobId,
          expectedVersion: job.version,
          patch: finished ? { enrichedChunks, status: 'concluida', finishedAt: at } : { enrichedChunks },
        },
      ],
      result: null,
    };
  });
}
