/**
 * What the office's own reading of an intimação proposes (proposeIntimationActions): zero or more actions, each
 * with the words of the text it came from. Dates are not part of a proposal: the deadline calculator computes
 * them from the action, the communication's availability date and the lawsuit's court and comarca.
 */
import type { CountingRule, DoublingRule } from '../calendar/deadline';
import type { CalendarDate } from '../dates';

export const PROPOSAL_KINDS = ['prazo', 'audiencia', 'pericia', 'audiencia-cancelada', 'sem-providencia'] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

export const PROPOSAL_KIND_LABELS: Record<ProposalKind, string> = {
  prazo: 'Prazo',
  audiencia: 'Audiência',
  pericia: 'Perícia',
  'audiencia-cancelada': 'Audiência cancelada',
  'sem-providencia': 'Sem providência',
};

/** One action the text asks of the office's client (or says there is none). */
export interface ProposedAction {
  kind: ProposalKind;
  /** The act, as a lawyer names it: "Réplica", "Contrarrazões de apelação", "Pagamento — CPC art. 523", "Audiência de conciliação", "Ciência". */
  act: string;
  /** Prazo: the days the text or the law gives, before any doubling (null on other kinds). */
  days: number | null;
  /** Prazo: dias úteis (CPC art. 219, CLT art. 775) or corridos (CPP art. 798) (null on other kinds). */
  counting: CountingRule | null;
  /** Prazo: whether the days are doubled, by which rule and why in words (null when not doubled). */
  doubled: boolean;
  doubling: DoublingRule | null;
  doublingReason: string | null;
  /** The legal basis: the text's own, or the law's when it says "prazo legal" / "no prazo de lei" ("CPC art. 335"). */
  legalBasis: string | null;
  /** A Juizado Especial (Lei 9.099/1995 art. 12-A): dias úteis, named in the basis. */
  juizado: boolean;
  /** Audiência, perícia or a cancelled one: the office day and wall-clock time (São Paulo), as the text gives them. */
  hearingDate: CalendarDate | null;
  hearingTime: string | null;
  /** Where: the room or address, or the video link. */
  place: string | null;
  videoLink: string | null;
  /** The words of the text the action was read from, verbatim (whitespace collapsed). */
  quote: string;
  /** Where the text was ambiguous: what was chosen (always the earliest defensible date) and why, in pt-BR. */
  notes: string[];
}

/** The reading's input: the text, the court (the calculator's id, "TJSP"), and whose side the office is on. */
export interface ProposalRequest {
  text: string;
  court: string;
  clientName?: string | null;
  /** The client's role or pole: autor, réu, reclamante, reclamada, exequente, executado, ativo, passivo… */
  clientSide?: string | null;
}

/**
 * What an intimação stores of its proposal: the actions, each prazo's fatal date as the calculator counts it
 * (from the availability date, on the lawsuit's court and comarca when known), and the flat copies the worklist
 * filters on.
 */
export interface IntimationProposal {
  actions: ProposedAction[];
  /** Per action, the fatal date (prazo) or the hearing's day; null when it cannot be computed (court unknown, incomplete). */
  dates: (CalendarDate | null)[];
  /** Whether every action has what accepting it needs (days and counting; a hearing's day and time). */
  complete: boolean;
  /** The court and comarca the dates were counted on. */
  countedOn: { tribunal: string; comarca: string | null } | null;
}
