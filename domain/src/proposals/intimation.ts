/**
 * An intimação's proposal with its dates: each prazo counted by the deadline calculator from the DJEN
 * availability on the lawsuit's court and comarca, each hearing on its day; and the flat fields the worklist
 * filters on. Zod-free (the calendar and the reading only), so the stand-in and the functions share it.
 */
import { courtCalendar } from '../calendar/calendar';
import { findCourt } from '../calendar/courts';
import { computeDeadline } from '../calendar/deadline';
import type { CalendarDate } from '../dates';
import { proposeIntimationActions } from './propose';
import type { IntimationProposal, ProposalKind, ProposedAction } from './types';

export interface IntimationProposalInput {
  text: string;
  /** The calculator's court id ("TJSP", "TRT2"). */
  tribunal: string;
  /** The DJEN availability date (data_disponibilizacao), the trigger of every prazo. */
  availableOn: CalendarDate;
  comarca?: string | null;
  clientName?: string | null;
  clientSide?: string | null;
  /** Electronic records (DJEN communications are): no CPC art. 229 doubling. Defaults to true. */
  electronic?: boolean;
}

/** Whether an action has what accepting it needs. */
function actionComplete(a: ProposedAction, date: CalendarDate | null): boolean {
  switch (a.kind) {
    case 'prazo':
      return a.days !== null && a.counting !== null && date !== null;
    case 'audiencia':
    case 'pericia':
      return a.hearingDate !== null && a.hearingTime !== null;
    // Accepting a cancellation looks the hearing up by its day.
    case 'audiencia-cancelada':
      return a.hearingDate !== null;
    default:
      return true;
  }
}

/** The fatal date of a prazo action from `availableOn`, or null when the court is not in the calendar data. */
export function prazoDueDate(a: ProposedAction, tribunal: string, comarca: string | null, availableOn: CalendarDate): CalendarDate | null {
  if (a.kind !== 'prazo' || a.days === null || a.counting === null || !findCourt(tribunal)) return null;
  try {
    const calendar = courtCalendar({ tribunal, comarca });
    return computeDeadline(
      {
        trigger: 'disponibilizacao',
        triggerDate: availableOn,
        days: a.days,
        counting: a.counting,
        doubling: a.doubled ? a.doubling : null,
        juizado: a.juizado,
      },
      calendar,
    ).lastDay;
  } catch {
    return null;
  }
}

export function intimationProposal(input: IntimationProposalInput): IntimationProposal {
  const tribunal = input.tribunal.trim().toUpperCase();
  const comarca = input.comarca?.trim() || null;
  const actions = proposeIntimationActions({
    text: input.text,
    court: tribunal,
    clientName: input.clientName ?? null,
    clientSide: input.clientSide ?? null,
  }).map(
    // Electronic records never double under art. 229 (its § 2º); the reading never proposes it, this keeps it so.
    (a) => (input.electronic !== false && a.doubling === 'art229' ? { ...a, doubled: false, doubling: null, doublingReason: null } : a),
  );
  const known = Boolean(findCourt(tribunal));
  const dates = actions.map((a) =>
    a.kind === 'prazo' ? prazoDueDate(a, tribunal, comarca, input.availableOn) : a.kind === 'sem-providencia' ? null : a.hearingDate,
  );
  return {
    actions,
    dates,
    complete: actions.length > 0 && actions.every((a, i) => actionComplete(a, dates[i] ?? null)),
    countedOn: known ? { tribunal, comarca } : null,
  };
}

export interface ProposalFlatFields {
  proposedKind: ProposalKind | 'nenhuma';
  likelyPrazo: boolean;
  firstDue: CalendarDate | null;
}

/** What the worklist filters and sorts on: the first action's kind, whether any is a prazo, the earliest fatal date. */
export function proposalFlatFields(p: IntimationProposal | null): ProposalFlatFields {
  if (!p || p.actions.length === 0) return { proposedKind: 'nenhuma', likelyPrazo: false, firstDue: null };
  const due = p.actions
    .map((a, i) => (a.kind === 'prazo' ? (p.dates[i] ?? null) : null))
    .filter((d): d is CalendarDate => d !== null)
    .sort();
  return { proposedKind: p.actions[0]?.kind ?? 'nenhuma', likelyPrazo: p.actions.some((a) => a.kind === 'prazo'), firstDue: due[0] ?? null };
}
