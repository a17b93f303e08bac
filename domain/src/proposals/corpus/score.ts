/**
 * How the corpus is scored. Each expected action is paired with at most one proposed action of the same kind
 * and act (actKey: folded, punctuation dropped; for sem-providencia the kind alone, its label being only
 * descriptive). An action is right when it is paired and every field of its kind is exact: days and counting
 * (prazo), hearing date and time (audiência, perícia, cancelled hearing). Precision = right / proposed;
 * recall = right / expected; per field, the paired actions whose field is exact over those of that kind.
 * A proposed prazo whose fatal date is after the expected one is "later than correct": the target is zero.
 */
import { fold } from '../text';
import { intimationProposal } from '../intimation';
import type { ProposedAction } from '../types';
import type { CorpusCase, ExpectedAction } from './types';

export function actKey(act: string): string {
  return fold(act)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const FIELDS = ['act', 'days', 'counting', 'doubled', 'hearingDate', 'hearingTime'] as const;
type Field = (typeof FIELDS)[number];

function applies(field: Field, kind: ProposedAction['kind']): boolean {
  if (field === 'act') return true;
  if (field === 'days' || field === 'counting' || field === 'doubled') return kind === 'prazo';
  return kind === 'audiencia' || kind === 'pericia' || kind === 'audiencia-cancelada';
}

function same(e: ExpectedAction, p: ProposedAction): boolean {
  return e.kind === p.kind && (e.kind === 'sem-providencia' || actKey(e.act) === actKey(p.act));
}

function fieldRight(field: Field, e: ExpectedAction, p: ProposedAction): boolean {
  switch (field) {
    case 'act':
      return true;
    case 'days':
      return (e.days ?? null) === p.days;
    case 'counting':
      return (e.counting ?? null) === p.counting;
    case 'doubled':
      return (e.doubled ?? false) === p.doubled;
    case 'hearingDate':
      return (e.hearingDate ?? null) === p.hearingDate;
    case 'hearingTime':
      return (e.hearingTime ?? null) === p.hearingTime;
  }
}

const SCORED: readonly Field[] = ['days', 'counting', 'hearingDate', 'hearingTime'];

export interface FieldScore {
  precision: number;
  recall: number;
}

export interface CaseMiss {
  id: string;
  expected: string[];
  proposed: string[];
}

export interface CorpusScore {
  cases: number;
  expected: number;
  proposed: number;
  right: number;
  precision: number;
  recall: number;
  fields: Record<Field, FieldScore>;
  /** Proposed prazos whose fatal date is after the expected one. */
  laterThanCorrect: number;
  /** Expected prazos with no proposed action of that act. */
  missedPrazos: number;
  misses: CaseMiss[];
}

const describe = (a: ExpectedAction | ProposedAction, date?: string | null) =>
  `${a.kind} "${a.act}" ${a.days ?? ''}${a.counting ? ` ${a.counting}` : ''}${a.doubled ? ' dobro' : ''}${a.hearingDate ? ` ${a.hearingDate}` : ''}${a.hearingTime ? ` ${a.hearingTime}` : ''}${date ? ` → ${date}` : ''}`;

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);

export function scoreCorpus(corpus: readonly CorpusCase[]): CorpusScore {
  let expected = 0;
  let proposed = 0;
  let right = 0;
  let later = 0;
  let missed = 0;
  const counts = Object.fromEntries(FIELDS.map((f) => [f, { right: 0, expected: 0, proposed: 0 }])) as Record<
    Field,
    { right: number; expected: number; proposed: number }
  >;
  const misses: CaseMiss[] = [];
  for (const c of corpus) {
    const proposal = intimationProposal({
      text: c.text,
      tribunal: c.court,
      availableOn: c.availableOn,
      comarca: c.comarca,
      clientName: c.clientName,
      clientSide: c.clientSide,
    });
    const acts = proposal.actions;
    expected += c.expected.length;
    proposed += acts.length;
    for (const a of acts) for (const f of FIELDS) if (applies(f, a.kind)) counts[f].proposed++;
    for (const e of c.expected) for (const f of FIELDS) if (applies(f, e.kind)) counts[f].expected++;
    const used = new Set<number>();
    let caseRight = 0;
    for (const e of c.expected) {
      const candidates = acts.map((p, i) => ({ p, i })).filter(({ p, i }) => !used.has(i) && same(e, p));
      const best = candidates.find(({ p }) => SCORED.every((f) => !applies(f, e.kind) || fieldRight(f, e, p))) ?? candidates[0];
      if (!best) {
        if (e.kind === 'prazo') missed++;
        continue;
      }
      used.add(best.i);
      for (const f of FIELDS) if (applies(f, e.kind) && fieldRight(f, e, best.p)) counts[f].right++;
      if (SCORED.every((f) => !applies(f, e.kind) || fieldRight(f, e, best.p))) caseRight++;
      const date = proposal.dates[best.i] ?? null;
      if (e.kind === 'prazo' && e.due && date && date > e.due) later++;
    }
    right += caseRight;
    if (caseRight !== c.expected.length || acts.length !== c.expected.length) {
      misses.push({ id: c.id, expected: c.expected.map((e) => describe(e, e.due)), proposed: acts.map((a, i) => describe(a, proposal.dates[i])) });
    }
  }
  const fields = Object.fromEntries(
    FIELDS.map((f) => [f, { precision: ratio(counts[f].right, counts[f].proposed), recall: ratio(counts[f].right, counts[f].expected) }]),
  ) as Record<Field, FieldScore>;
  return {
    cases: corpus.length,
    expected,
    proposed,
    right,
    precision: ratio(right, proposed),
    recall: ratio(right, expected),
    fields,
    laterThanCorrect: later,
    missedPrazos: missed,
    misses,
  };
}
