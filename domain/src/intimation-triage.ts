/**
 * Triagem de intimações: every intimação is "a tratar" until someone records what was done with it — a prazo on
 * the agenda counted from it (prazo lançado), nothing to count (sem prazo: "ciente", with the reason), or handed
 * to a colleague (encaminhada), who then has it as theirs until they treat it. The rules are here, without I/O:
 * the callables apply them in their transaction and the pages read the same words. Zod-free, like djen.ts, which
 * gives every new communication its first triage (the inputs are in intimation-triage-inputs.ts).
 */
export const TRIAGE_STATES = ['a-tratar', 'prazo-lancado', 'sem-prazo', 'encaminhada'] as const;
export type TriageState = (typeof TRIAGE_STATES)[number];

export const TRIAGE_STATE_LABELS: Record<TriageState, string> = {
  'a-tratar': 'A tratar',
  'prazo-lancado': 'Prazo lançado',
  'sem-prazo': 'Sem prazo',
  encaminhada: 'Encaminhada',
};

/** What was done with an intimação, by whom and when. */
export interface IntimationTriage {
  state: TriageState;
  /** Who recorded this state (who reopened it, for one reopened) and when; null on one nobody touched yet. */
  by: string | null;
  at: string | null;
  /** Sem prazo: why (required). Encaminhada: the note to the colleague, if any. Null otherwise. */
  reason: string | null;
  /** Encaminhada: to whom (a staff uid). Null otherwise. */
  forwardedTo: string | null;
}

/** What an intimação stores of its triage: the state, and flat copies the inbox and the dashboard filter on. */
export interface IntimationTriageFields {
  triage: IntimationTriage;
  /** Prazo lançado or sem prazo: nothing left to do. An encaminhada is not treated yet (its colleague has it). */
  treated: boolean;
  /** Encaminhada: whose it is now; null in every other state. */
  assignee: string | null;
}

/** The most characters of a "sem prazo" reason or a forwarding note. */
export const TRIAGE_REASON_MAX = 300;

export function isTreated(state: TriageState): boolean {
  return state === 'prazo-lancado' || state === 'sem-prazo';
}

/** The stored fields of a triage state: the flat copies always follow it. */
export function triageFields(triage: IntimationTriage): IntimationTriageFields {
  return { triage, treated: isTreated(triage.state), assignee: triage.state === 'encaminhada' ? triage.forwardedTo : null };
}

/** How every communication arrives: a tratar, untouched. */
export function untreatedFields(): IntimationTriageFields {
  return triageFields({ state: 'a-tratar', by: null, at: null, reason: null, forwardedTo: null });
}

/**
 * The triage of a stored intimação, also of one stored before triage existed: prazo lançado when a prazo was
 * saved from it, else a tratar.
 */
export function triageOf(record: { triage?: IntimationTriage | null; prazoEventId: string | null }): IntimationTriage {
  if (record.triage) return record.triage;
  return { state: record.prazoEventId ? 'prazo-lancado' : 'a-tratar', by: null, at: null, reason: null, forwardedTo: null };
}

/** A change of triage; `by` and `at` are who does it and when. */
export type TriageAction =
  /** A prazo saved on the agenda from the intimação (agenda-create). */
  | { kind: 'prazo' }
  /** The prazo saved from it was deleted (agenda-delete): a tratar again. */
  | { kind: 'prazoRemoved' }
  /** Sem prazo, "ciente". */
  | { kind: 'acknowledge'; reason: string }
  | { kind: 'forward'; to: string; note: string | null }
  | { kind: 'reopen' }
  /**
   * The proposal accepted (intimations-accept, bulk "aceitar"): prazo lançado when a prazo or hearing was put on
   * the agenda, else sem prazo with `reason` (what the text asked: nothing, or a hearing cancelled).
   */
  | { kind: 'accept'; created: boolean; reason: string };

export type TriageOutcome = { ok: true; triage: IntimationTriage } | { ok: false; reason: string };

const PRAZO_SAVED = 'Há um prazo lançado desta intimação na agenda';

/**
 * The triage after `action`, or why it does not apply to the intimação as it is: a treated one is reopened
 * before it is forwarded or marked otherwise, one with a prazo is reopened by deleting the prazo, and one a
 * tratar has nothing to reopen. A prazo always counts: it is the agenda that refuses a second one.
 */
export function nextTriage(current: IntimationTriage, action: TriageAction, by: string, at: string): TriageOutcome {
  const to = (state: TriageState, reason: string | null = null, forwardedTo: string | null = null): TriageOutcome => ({
    ok: true,
    triage: { state, by, at, reason, forwardedTo },
  });
  const refuse = (reason: string): TriageOutcome => ({ ok: false, reason });
  switch (action.kind) {
    case 'prazo':
      return to('prazo-lancado');
    case 'prazoRemoved':
      return to('a-tratar');
    case 'acknowledge':
      if (current.state === 'prazo-lancado') return refuse(`${PRAZO_SAVED}: para marcá-la sem prazo, exclua antes o prazo.`);
      if (current.state === 'sem-prazo') return refuse('Esta intimação já está marcada como sem prazo. Atualize a página para ver quem a tratou.');
      return to('sem-prazo', action.reason);
    case 'forward':
      if (current.state === 'prazo-lancado') return refuse(`${PRAZO_SAVED}: ela já foi tratada.`);
      if (current.state === 'sem-prazo') return refuse('Esta intimação já foi tratada (sem prazo): reabra-a antes de encaminhar.');
      if (current.state === 'encaminhada' && current.forwardedTo === action.to) return refuse('A intimação já está encaminhada a essa pessoa.');
      return to('encaminhada', action.note, action.to);
    case 'accept':
      if (current.state === 'prazo-lancado') return refuse(`${PRAZO_SAVED}: ela já foi tratada.`);
      if (current.state === 'sem-prazo') return refuse('Esta intimação já foi tratada (sem prazo): reabra-a antes de aceitar a proposta.');
      return action.created ? to('prazo-lancado') : to('sem-prazo', action.reason);
    case 'reopen':
      if (current.state === 'a-tratar') return refuse('Esta intimação já está a tratar.');
      if (current.state === 'prazo-lancado') return refuse(`${PRAZO_SAVED}: para reabri-la, exclua o prazo na agenda.`);
      return to('a-tratar');
  }
}

/** The inbox's "Situação": not yet treated (forwarded ones included), treated, or forwarded to the caller and waiting. */
export const INTIMATION_TRIAGE_FILTERS = ['a-tratar', 'tratadas', 'encaminhadas-a-mim'] as const;
export type IntimationTriageFilter = (typeof INTIMATION_TRIAGE_FILTERS)[number];

export const INTIMATION_TRIAGE_FILTER_LABELS: Record<IntimationTriageFilter, string> = {
  'a-tratar': 'A tratar',
  tratadas: 'Tratadas',
  'encaminhadas-a-mim': 'Encaminhadas a mim',
};
