/**
 * The intimação reading against its corpus (domain/src/proposals/corpus): precision and recall over actions,
 * per field, proposed fatal dates later than the right ones, and the time to read one text and count its dates
 * (intimationProposal, in process). `npx tsx scripts/lib/proposal-bench.ts` prints it alone.
 */
import { pathToFileURL } from 'node:url';
import { intimationProposal } from '@office/domain';
import { PROPOSAL_CORPUS, scoreCorpus } from '../../domain/src/proposals/corpus';

export interface ProposalBench {
  texts: number;
  expectedActions: number;
  proposedActions: number;
  precision: number;
  recall: number;
  fields: Record<'act' | 'days' | 'counting' | 'doubled' | 'hearingDate' | 'hearingTime', { precision: number; recall: number }>;
  laterThanCorrect: number;
  missedPrazos: number;
  /** Cases not read exactly, by id. */
  misses: string[];
  msPerText: { mean: number; p95: number; samples: number };
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

export function proposalBench(iterations = 30): ProposalBench {
  const score = scoreCorpus(PROPOSAL_CORPUS);
  const read = (c: (typeof PROPOSAL_CORPUS)[number]) =>
    intimationProposal({ text: c.text, tribunal: c.court, availableOn: c.availableOn, comarca: c.comarca, clientName: c.clientName, clientSide: c.clientSide });
  PROPOSAL_CORPUS.forEach(read);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++)
    for (const c of PROPOSAL_CORPUS) {
      const started = performance.now();
      read(c);
      samples.push(performance.now() - started);
    }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length);
  const p95 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))] ?? 0;
  return {
    texts: score.cases,
    expectedActions: score.expected,
    proposedActions: score.proposed,
    precision: round(score.precision),
    recall: round(score.recall),
    fields: Object.fromEntries(
      Object.entries(score.fields).map(([k, v]) => [k, { precision: round(v.precision), recall: round(v.recall) }]),
    ) as ProposalBench['fields'],
    laterThanCorrect: score.laterThanCorrect,
    missedPrazos: score.missedPrazos,
    misses: score.misses.map((m) => m.id),
    msPerText: { mean: round(mean), p95: round(p95), samples: samples.length },
  };
}

/** The printed section of `npm run bench`. */
export function printProposalBench(b: ProposalBench): void {
  console.log(
    `\n── Intimação reading on its corpus: ${b.texts} texts, ${b.expectedActions} expected actions (targets: days and counting ≥ 0.95, 0 later-than-correct dates) ──`,
  );
  console.log(`actions (act, days, counting, hearing date and time exact)   precision ${b.precision}   recall ${b.recall}   proposed ${b.proposedActions}`);
  for (const [field, s] of Object.entries(b.fields)) console.log(`${field.padEnd(14)} precision ${s.precision}   recall ${s.recall}`);
  console.log(
    `fatal dates later than the right one: ${b.laterThanCorrect}   expected prazos missed: ${b.missedPrazos}${b.misses.length ? `   cases not read exactly: ${b.misses.join(', ')}` : ''}`,
  );
  console.log(`time per text (reading and dates): mean ${b.msPerText.mean} ms   p95 ${b.msPerText.p95} ms   (${b.msPerText.samples} readings)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) printProposalBench(proposalBench());
