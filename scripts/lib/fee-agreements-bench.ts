/**
 * A year of lançamentos for `total` fee agreements, in process: the seeded store with `total` agreements (a fixed
 * fee in 12 installments and a monthly retainer from this month), then `feeAgreements-generate` on each through
 * the callable's own handler, as the generation of a new agreement runs it. Reports the time per agreement and the
 * documents read and written (lançamentos, their audit entries and the monthly rollups), then a second pass that
 * finds everything in place and writes only the agreements.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, COLLECTIONS, officeDate, withClauseIds, type FeeAgreementRecord } from '@office/domain';
import generate from '../../functions/src/callables/feeAgreements/generate';
import { DiskFileStore } from '../../functions/src/store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, typedStores, type TypedWriteOp } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';

export interface GenerationBench {
  agreements: number;
  lancamentos: number;
  /** Wall time of the whole pass, and per agreement. */
  totalMs: number;
  perAgreementMs: number;
  /** Per agreement over the first and the last tenth of the pass: whether the cost grows with the collection. */
  firstTenthMs: number;
  lastTenthMs: number;
  reads: number;
  writes: number;
}

function agreement(i: number, today: string): FeeAgreementRecord {
  const client = `cli-${String((i % 60) + 1).padStart(3, '0')}`;
  return {
    clientId: client,
    lawsuitId: null,
    lawsuitIds: [],
    title: `Contrato de carga ${i}`,
    scope: 'Consultoria',
    signedOn: today,
    accountId: 'cta-corrente',
    clauses: withClauseIds([
      {
        kind: 'fixo',
        id: null,
        description: 'Honorários iniciais',
        total: 1_200_000 + i,
        installments: 12,
        firstDueDate: addDays(today, 5),
        intervalMonths: 1,
        businessDays: true,
      },
      {
        kind: 'mensal',
        id: null,
        description: 'Partido mensal',
        amount: 250_000,
        dueDay: 10,
        startMonth: today.slice(0, 7),
        endMonth: null,
        adjustment: null,
        businessDays: true,
      },
    ]),
    notes: '',
    clientName: `Cliente ${client}`,
    lawsuitLabel: null,
    status: 'vigente',
    termsVersion: 1,
    history: [],
    successes: [],
    acts: [],
    ending: null,
    generatedThrough: null,
    clauseKinds: ['fixo', 'mensal'],
    createdBy: 'system',
    updatedBy: 'system',
  };
}

export async function feeAgreementsAtScale(total: number): Promise<{ first: GenerationBench; again: GenerationBench }> {
  const dataDir = mkdtempSync(join(tmpdir(), `office-bench-agreements-${total}-`));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  try {
    await loadSeed(raw);
    const today = officeDate();
    const ops: TypedWriteOp[] = Array.from({ length: total }, (_, i) => ({
      kind: 'create',
      collection: COLLECTIONS.feeAgreements,
      id: `load-hon-${i}`,
      data: agreement(i, today),
    }));
    const store = typedDocuments(raw);
    for (let i = 0; i < ops.length; i += 500) await store.commit(ops.slice(i, i + 500));
    const stores = typedStores({ documents: raw, files: new DiskFileStore(join(dataDir, 'files')) });
    const uid = 'staff-camila-souza';
    const ctx = { uid, ip: '127.0.0.1', staff: await stores.documents.get(COLLECTIONS.staff, uid), stores };
    const pass = async (): Promise<GenerationBench> => {
      const before = raw.metrics();
      const start = performance.now();
      let lancamentos = 0;
      const tenth = Math.max(1, Math.floor(total / 10));
      const marks: number[] = [];
      for (let i = 0; i < total; i++) {
        if (i === tenth || i === total - tenth) marks.push(performance.now());
        const id = `load-hon-${i}`;
        const current = await stores.documents.get(COLLECTIONS.feeAgreements, id);
        const saved = await generate.handler(ctx, { id, expectedVersion: current?.version ?? 1 });
        lancamentos += saved.summary.created + saved.summary.updated;
      }
      const totalMs = performance.now() - start;
      const after = raw.metrics();
      return {
        agreements: total,
        lancamentos,
        totalMs: Math.round(totalMs),
        perAgreementMs: Math.round((totalMs / total) * 10) / 10,
        firstTenthMs: Math.round((((marks[0] ?? start) - start) / tenth) * 10) / 10,
        lastTenthMs: Math.round(((start + totalMs - (marks[1] ?? start)) / tenth) * 10) / 10,
        reads: after.reads - before.reads,
        writes: after.writes - before.writes,
      };
    };
    return { first: await pass(), again: await pass() };
  } finally {
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFeeAgreementsBench(r: { first: GenerationBench; again: GenerationBench }): void {
  for (const [label, b] of [
    ['first generation', r.first],
    ['generation again', r.again],
  ] as const)
    console.log(
      `  ${label}: ${b.agreements.toLocaleString('pt-BR')} agreements, ${b.lancamentos.toLocaleString('pt-BR')} lançamentos, ` +
        `${b.totalMs.toLocaleString('pt-BR')} ms (${b.perAgreementMs} ms each; first tenth ${b.firstTenthMs} ms, last ${b.lastTenthMs} ms), ${b.reads.toLocaleString('pt-BR')} reads, ${b.writes.toLocaleString('pt-BR')} writes`,
    );
}
