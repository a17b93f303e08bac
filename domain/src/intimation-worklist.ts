/**
 * Processos → Intimações as a worklist: the rows (client, our side, parties, the text's first lines with the
 * deadline sentence, the proposed action, whose it is), the filters, the bulk actions and accepting a proposal.
 * The contracts only: the callables apply them (functions/src/callables/intimations), the page reads them.
 */
import type { CaptureAlert } from './capture';
import { COUNTING_RULES, DOUBLING_RULES } from './calendar/deadline';
import type { CalendarDate } from './dates';
import type { IntegrationRunSummary, IntimationRecord, MonitoredOab } from './integrations';
import { INTIMATION_TRIAGE_FILTERS, TRIAGE_REASON_MAX } from './intimation-triage';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Listed } from './lists';
import { PROPOSAL_KINDS } from './proposals/types';
import { dateField, lineText, optionalLineText, z } from './schema';

export * from './intimation-excerpt';

export const INTIMATION_READ_FILTERS = ['lidas', 'nao-lidas'] as const;
export const INTIMATION_MATCH_FILTERS = ['com-processo', 'sem-processo'] as const;
/** "Ação proposta": a kind of action, or none found in the text. */
export const PROPOSED_KIND_FILTERS = [...PROPOSAL_KINDS, 'nenhuma'] as const;

const emptyIsNull = (v: unknown) => (v === '' ? null : v);

export const intimationListInput = z
  .object({
    /** A monitored term's key (an inscription: `SP-123456`). */
    oab: z.preprocess(emptyIsNull, lineText(120).nullish()),
    tribunal: z.preprocess(emptyIsNull, lineText(20).nullish()),
    kind: z.preprocess(emptyIsNull, lineText(60).nullish()),
    read: z.preprocess(emptyIsNull, z.enum(INTIMATION_READ_FILTERS, 'Filtro inválido').nullish()),
    matched: z.preprocess(emptyIsNull, z.enum(INTIMATION_MATCH_FILTERS, 'Filtro inválido').nullish()),
    /** Situação: a tratar, tratadas, or forwarded to the caller and waiting for them. */
    triage: z.preprocess(emptyIsNull, z.enum(INTIMATION_TRIAGE_FILTERS, 'Filtro inválido').nullish()),
    /** Whose it is: a staff uid (one of `owners`). */
    owner: z.preprocess(emptyIsNull, optionalRecordId),
    proposedKind: z.preprocess(emptyIsNull, z.enum(PROPOSED_KIND_FILTERS, 'Filtro inválido').nullish()),
    /** "Com prazo provável": a prazo among the proposed actions. */
    likelyPrazo: z.boolean().nullish(),
    limit: z.number().int().min(1).max(100).default(25),
    after: pageCursor,
  })
  .strict()
  .superRefine((q, ctx) => {
    // Both are lists the store can filter by only one at a time.
    if (q.oab && q.owner) ctx.addIssue({ code: 'custom', path: ['owner'], message: 'Filtre por termo monitorado ou por responsável, um de cada vez' });
  });

/** The first lines of the text, plain, with the sentence that gives a deadline set apart (the row shows it highlighted). */
export interface IntimationExcerpt {
  before: string;
  highlight: string | null;
  after: string;
}

/** One worklist row: the stored intimação without its whole text, and what the row says about it. */
export type IntimationRow = Listed<Omit<IntimationRecord, 'text'>> & {
  excerpt: IntimationExcerpt;
  /** The office's lawsuit it is linked to, as the caller may name it. */
  lawsuit: {
    id: string;
    /** "Maria Souza × Banco X" or the reference the caller may see. */
    label: string;
    clientName: string;
    /** The client's role, as the lawsuit records it ("autora", "parte ré", "reclamante"). */
    clientRole: string | null;
    responsibleLawyerIds: string[];
  } | null;
  /** An unknown CNJ number: "novo processo?" with the parties the communication names. */
  newLawsuit: { cnj: string; parties: { pole: string; name: string }[] } | null;
};

export interface IntimationPage {
  items: IntimationRow[];
  nextCursor: string | null;
  total: number;
  unread: number;
  /** The office's intimações not treated yet (a tratar or forwarded), whatever the filters. */
  untreated: number;
  /** Filter choices: the tribunals and kinds the stored intimações have, and the monitored inscriptions. */
  tribunals: string[];
  kinds: string[];
  oabs: MonitoredOab[];
  /** Every monitored term as the filter offers it: its key and how the office names it. */
  terms: { key: string; label: string }[];
  lastRun: IntegrationRunSummary | null;
  /** While the DJEN could not be read for every inscription within the schedule: what the inbox must say. */
  capture: CaptureAlert | null;
}

/** Most intimações one bulk action takes (a page of the worklist at most). */
export const INTIMATION_BULK_MAX = 100;
export const INTIMATION_BULK_ACTIONS = ['ciente', 'encaminhar', 'aceitar'] as const;
export type IntimationBulkAction = (typeof INTIMATION_BULK_ACTIONS)[number];

const bulkItem = z.object({ id: recordId, expectedVersion }).strict();

/**
 * `intimations-bulk`: one action over the selected rows, each on the version the person saw. Ciente takes one
 * reason for all; encaminhar one colleague and note; aceitar applies each row's proposal as stored (only complete
 * ones). Each row is done or refused on its own: the answer says which and why.
 */
export const intimationBulkInput = z
  .object({
    action: z.enum(INTIMATION_BULK_ACTIONS, 'Ação inválida'),
    items: z
      .array(bulkItem)
      .min(1, 'Selecione ao menos uma intimação')
      .max(INTIMATION_BULK_MAX, `Selecione no máximo ${INTIMATION_BULK_MAX} intimações de cada vez`)
      .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'A mesma intimação foi selecionada duas vezes'),
    reason: optionalLineText(TRIAGE_REASON_MAX),
    to: optionalRecordId,
    note: optionalLineText(TRIAGE_REASON_MAX),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.action === 'ciente' && (q.reason ?? '').trim().length < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)' });
    if (q.action === 'encaminhar' && !q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Escolha a quem encaminhar' });
  });

export interface IntimationBulkResult {
  /** The rows done, with their new version. */
  done: { id: string; version: number }[];
  /** The rows refused, each with why in pt-BR (a row the caller may not see is "não encontrada", nothing more). */
  refused: { id: string; reason: string }[];
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Horário inválido (use HH:mm)');

/** A proposed action as the person accepts it, edited or not. */
export const acceptedActionInput = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('prazo'),
      act: lineText(120).min(2, 'Informe o ato (ex.: Réplica)'),
      days: z.number('Informe o número de dias').int('O prazo é um número inteiro de dias').min(1, 'O prazo tem ao menos 1 dia').max(365),
      counting: z.enum(COUNTING_RULES, 'Escolha dias úteis ou corridos'),
      doubling: z.enum(DOUBLING_RULES).nullable(),
      juizado: z.boolean(),
      legalBasis: optionalLineText(200),
      /** The counting's start: the availability on the DJEN by default, or a date the person reads otherwise. */
      triggerDate: dateField('Informe a data do marco inicial').nullish(),
      ownerId: recordId,
    })
    .strict(),
  z
    .object({
      kind: z.enum(['audiencia', 'pericia']),
      act: lineText(120).min(2, 'Informe o ato (ex.: Audiência de conciliação)'),
      date: dateField('Informe a data'),
      startTime: time,
      endTime: time.nullish(),
      place: optionalLineText(300),
      ownerId: recordId,
    })
    .strict(),
  z.object({ kind: z.literal('audiencia-cancelada'), act: lineText(120), date: dateField('Informe a data'), startTime: time.nullish() }).strict(),
  z.object({ kind: z.literal('sem-providencia'), act: lineText(120).min(2, 'Informe por que não há providência') }).strict(),
]);
export type AcceptedAction = z.output<typeof acceptedActionInput>;

/** `intimations-accept`: the proposal (as edited) becomes the prazos, hearings and links it names, audited as "aceitou a proposta". */
export const intimationAcceptInput = z
  .object({
    id: recordId,
    expectedVersion,
    actions: z.array(acceptedActionInput).min(1, 'Nada a aceitar').max(10, 'No máximo 10 ações por intimação'),
  })
  .strict();

export interface IntimationAcceptResult {
  intimation: Listed<IntimationRecord>;
  /** The agenda entries created or cancelled, by title and day. */
  events: { id: string; title: string; date: CalendarDate; change: 'criado' | 'cancelado' }[];
}
