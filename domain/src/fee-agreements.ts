/**
 * Contratos de honorários as records: an agreement per client (optionally one lawsuit, or a scope in words),
 * whose clauses are data the lançamentos follow from (fee-agreement-plan.ts). EAOAB (Lei 8.906/94) art. 22 (fees
 * agreed in writing), CED (Resolução CFOAB 02/2015) arts. 48–50 (the contract's terms; quota litis).
 * Editing the terms makes a new version; the old ones stay in the record's history.
 */
import { ECONOMIC_INDEXES, type EconomicIndex } from './economic-indexes';
import { money, monthField } from './finance';
import { expectedVersion, recordId, type Listed } from './lists';
import { documentLawsuitIds } from './lawsuit-secrecy';
import { dateField, lineText, multilineText, optionalLineText, z } from './schema';
import { officeDate } from './dates';

export const CLAUSE_KINDS = ['fixo', 'mensal', 'exito', 'por-ato', 'por-hora'] as const;
export type ClauseKind = (typeof CLAUSE_KINDS)[number];
export const CLAUSE_KIND_LABELS: Record<ClauseKind, string> = {
  fixo: 'Honorários fixos',
  mensal: 'Honorários mensais',
  exito: 'Honorários de êxito',
  'por-ato': 'Honorários por ato',
  'por-hora': 'Honorários por hora',
};

export const SUCCESS_BASES = ['acordo', 'sentenca', 'alvara'] as const;
export type SuccessBase = (typeof SUCCESS_BASES)[number];
export const SUCCESS_BASE_LABELS: Record<SuccessBase, string> = { acordo: 'Acordo', sentenca: 'Sentença', alvara: 'Alvará' };

/**
 * Acts a per-act clause prices, recorded on the agreement's lawsuit: an Agenda entry of that kind marked concluído,
 * or a task of the lawsuit whose title names the act (taskFeeAct) moved to Concluída.
 */
export const FEE_ACTS = ['audiencia', 'diligencia', 'peticao'] as const;
export type FeeAct = (typeof FEE_ACTS)[number];
export const FEE_ACT_LABELS: Record<FeeAct, string> = { audiencia: 'Audiência', diligencia: 'Diligência', peticao: 'Petição' };

/** When each act is charged, in the agreement form's words. */
export const FEE_ACT_TRIGGERS: Record<FeeAct, string> = {
  audiencia: 'Cobrada quando uma audiência do processo é concluída na Agenda.',
  diligencia:
    'Cobrada quando uma diligência do processo é concluída na Agenda, ou quando uma tarefa do processo cujo título começa por "Diligência" vai para Concluída.',
  peticao: 'Cobrada quando uma tarefa do processo cujo título começa por "Petição", "Peticionar", "Protocolo" ou "Protocolar" vai para Concluída.',
};

/** A task's first word (accents and case aside) that makes it an act. Audiências are the Agenda's: a task only prepares one. */
const TASK_ACT_WORDS = new Map<string, FeeAct>([
  ['diligencia', 'diligencia'],
  ['peticao', 'peticao'],
  ['peticionar', 'peticao'],
  ['protocolo', 'peticao'],
  ['protocolar', 'peticao'],
]);

/** The act a task is, by the first word of its title ("Protocolar contestação" → petição), or null. */
export function taskFeeAct(title: string): FeeAct | null {
  const plain = title.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return TASK_ACT_WORDS.get(plain.split(/[^\p{L}]+/u).find(Boolean) ?? '') ?? null;
}

export const AGREEMENT_STATUSES = ['vigente', 'encerrado'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = { vigente: 'Vigente', encerrado: 'Encerrado' };

/** Most clauses one agreement has, and most versions its history keeps. */
export const MAX_CLAUSES = 20;
export const MAX_VERSIONS = 60;
/** How far ahead monthly fees are generated. */
export const GENERATION_MONTHS = 12;

/** A clause's id: stable across versions, so a clause edited keeps its lançamentos (their keys name it). */
const clauseId = z
  .string()
  .regex(/^[a-z0-9]{1,16}$/, 'Identificador de cláusula inválido')
  .nullish();
const percentBp = z
  .number('Percentual inválido')
  .int('Use no máximo duas casas decimais')
  .min(1, 'Informe o percentual')
  .max(10_000, 'O percentual máximo é 100 %');

const fixedClause = z
  .object({
    kind: z.literal('fixo'),
    id: clauseId,
    description: lineText(120).min(2, 'Descreva a cláusula'),
    total: money('O valor total'),
    /** 1: à vista. */
    installments: z.number('Número de parcelas inválido').int().min(1, 'Ao menos 1 parcela').max(120, 'No máximo 120 parcelas'),
    firstDueDate: dateField('Informe o primeiro vencimento'),
    intervalMonths: z.number('Intervalo inválido').int().min(1, 'Intervalo de ao menos 1 mês').max(12, 'Intervalo de no máximo 12 meses'),
    /** Due dates falling on a weekend or holiday move to the next business day. */
    businessDays: z.boolean(),
  })
  .strict()
  .refine((c) => c.total >= c.installments, { path: ['installments'], message: 'O valor é pequeno demais para tantas parcelas' });

const monthlyClause = z
  .object({
    kind: z.literal('mensal'),
    id: clauseId,
    description: lineText(120).min(2, 'Descreva a cláusula'),
    amount: money('O valor mensal'),
    /** Past the month's last day, its last day. */
    dueDay: z.number('Dia inválido').int().min(1, 'Dia entre 1 e 31').max(31, 'Dia entre 1 e 31'),
    startMonth: monthField,
    endMonth: monthField.nullable(),
    adjustment: z.enum(ECONOMIC_INDEXES, 'Escolha o índice').nullable(),
    businessDays: z.boolean(),
  })
  .strict()
  .refine((c) => !c.endMonth || c.endMonth >= c.startMonth, { path: ['endMonth'], message: 'O último mês vem antes do primeiro' });

const successClause = z
  .object({
    kind: z.literal('exito'),
    id: clauseId,
    description: lineText(120).min(2, 'Descreva a cláusula'),
    percentBp,
    bases: z.array(z.enum(SUCCESS_BASES)).min(1, 'Escolha sobre o que incide (acordo, sentença, alvará)'),
  })
  .strict();

const actClause = z
  .object({
    kind: z.literal('por-ato'),
    id: clauseId,
    description: lineText(120).min(2, 'Descreva a cláusula'),
    act: z.enum(FEE_ACTS, 'Escolha o ato'),
    price: money('O valor por ato'),
  })
  .strict();

const hourlyClause = z
  .object({
    kind: z.literal('por-hora'),
    id: clauseId,
    description: lineText(120).min(2, 'Descreva a cláusula'),
    defaultRate: money('O valor da hora'),
    rates: z.array(z.object({ personId: recordId, rate: money('O valor da hora') }).strict()).max(50),
  })
  .strict();

export const clauseInput = z.discriminatedUnion('kind', [fixedClause, monthlyClause, successClause, actClause, hourlyClause]);
export type ClauseInput = z.input<typeof clauseInput>;
export type Clause = z.output<typeof clauseInput> & { id: string };

export const agreementInput = z
  .object({
    clientId: recordId,
    lawsuitId: recordId.nullable(),
    title: lineText(120).min(3, 'Dê um título ao contrato'),
    /** What the agreement covers when it is not one lawsuit ("consultoria trabalhista"). */
    scope: optionalLineText(200),
    signedOn: dateField('Informe a data da assinatura'),
    /** The bank account its lançamentos are expected in. */
    accountId: recordId.nullable(),
    clauses: z.array(clauseInput).min(1, 'Acrescente ao menos uma cláusula').max(MAX_CLAUSES, `No máximo ${MAX_CLAUSES} cláusulas`),
    notes: multilineText(2000),
  })
  .strict()
  .superRefine((a, ctx) => {
    const ids = a.clauses.map((c) => c.id).filter(Boolean);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['clauses'], message: 'Cláusulas repetidas' });
    if (a.clauses.filter((c) => c.kind === 'por-hora').length > 1)
      ctx.addIssue({ code: 'custom', path: ['clauses'], message: 'Uma só cláusula de honorários por hora' });
    for (const [i, c] of a.clauses.entries())
      if (c.kind === 'por-hora' && new Set(c.rates.map((r) => r.personId)).size !== c.rates.length)
        ctx.addIssue({ code: 'custom', path: ['clauses', i, 'rates'], message: 'Uma taxa por pessoa' });
  });
export type AgreementInput = z.input<typeof agreementInput>;
export type AgreementValues = z.output<typeof agreementInput>;
/** The terms a version keeps: everything but the client, which never changes. */
export type AgreementTerms = Omit<AgreementValues, 'clauses'> & { clauses: Clause[] };

export const AGREEMENT_FIELD_LABELS = {
  clientId: 'cliente',
  lawsuitId: 'processo',
  title: 'título',
  scope: 'objeto',
  signedOn: 'data da assinatura',
  accountId: 'conta',
  clauses: 'cláusulas',
  notes: 'observações',
  status: 'situação',
  termsVersion: 'versão',
  history: 'versões anteriores',
  successes: 'êxitos registrados',
  acts: 'atos registrados',
  ending: 'encerramento',
  generatedThrough: 'gerado até',
  horizonCheck: 'extensão diária dos lançamentos',
  clauseKinds: 'tipos de cláusula',
  lawsuitIds: 'processos',
  rows: 'índices mensais',
} as const satisfies Record<keyof AgreementValues, string> & Record<string, string>;

/** Gives each clause without an id the next free one ("c1", "c2"…), keeping the ids it has. */
export function withClauseIds(clauses: readonly z.output<typeof clauseInput>[]): Clause[] {
  const used = new Set(clauses.map((c) => c.id).filter((id): id is string => !!id));
  let n = 0;
  const next = () => {
    do n += 1;
    while (used.has(`c${n}`));
    used.add(`c${n}`);
    return `c${n}`;
  };
  return clauses.map((c) => ({ ...c, id: c.id ?? next() }));
}

// ——— operations' inputs ———

export const agreementCreateInput = z.object({ agreement: agreementInput }).strict();
export const agreementUpdateInput = z.object({ id: recordId, expectedVersion, agreement: agreementInput }).strict();
export const agreementPreviewInput = z.object({ agreement: agreementInput, id: recordId.nullable() }).strict();
export const agreementEndInput = z
  .object({
    id: recordId,
    expectedVersion,
    date: dateField('Informe a data do encerramento'),
    reason: lineText(300).min(3, 'Informe o motivo do encerramento'),
  })
  .strict();
export const agreementGenerateInput = z.object({ id: recordId, expectedVersion }).strict();
export const agreementListInput = z.object({ clientId: recordId.nullish(), status: z.enum(AGREEMENT_STATUSES).nullish() }).strict();
export const successRecordInput = z
  .object({
    id: recordId,
    expectedVersion,
    clauseId: z.string().regex(/^[a-z0-9]{1,16}$/, 'Escolha a cláusula de êxito'),
    base: z.enum(SUCCESS_BASES, 'Escolha a base: acordo, sentença ou alvará'),
    baseAmount: money('O valor-base'),
    date: dateField('Informe a data'),
    description: optionalLineText(200),
  })
  .strict();

/**
 * A lawsuit's result as its lawyer records it from the lawsuit (Processos): the base a success fee is charged on.
 * Every vigente agreement of the lawsuit (or of its client, for every case) whose êxito clause covers that base
 * gets its fee; the lawyer sees no amounts of the agreement.
 */
export const lawsuitResultInput = z
  .object({
    lawsuitId: recordId,
    base: z.enum(SUCCESS_BASES, 'Escolha o resultado: acordo, sentença ou alvará'),
    baseAmount: money('O valor'),
    date: dateField('Informe a data').refine((d) => d <= officeDate(), 'A data não pode estar no futuro'),
    description: optionalLineText(200),
  })
  .strict();

/** What the lawyer is told: how many agreements charged a fee on the result (no amounts). */
export interface LawsuitResultRecorded {
  agreements: number;
}

// ——— stored record ———

export interface RecordedSuccess {
  id: string;
  clauseId: string;
  base: SuccessBase;
  baseAmount: number;
  date: string;
  description: string | null;
  by: string;
  /** The lawsuit it was recorded on, from that lawsuit's page: its fee belongs to that lawsuit (absent: the agreement's). */
  lawsuit?: { id: string; label: string } | null;
}

/** An act recorded on the lawsuit (its Agenda entry's or task's id), which a per-act clause charges once. */
export interface RecordedAct {
  id: string;
  act: FeeAct;
  date: string;
  title: string;
  /** Where it was concluded (absent on acts recorded before tasks counted: the Agenda). */
  source?: 'agenda' | 'tarefa';
}

export interface AgreementVersion {
  termsVersion: number;
  terms: AgreementTerms;
  savedAt: string;
  savedBy: string;
}

/** The lawsuits an agreement names: its own and those its results were recorded on (segredo de justiça, in the rules). */
export function agreementLawsuitIds(a: Pick<FeeAgreementRecord, 'lawsuitId' | 'successes'>): string[] {
  return documentLawsuitIds([a.lawsuitId, ...a.successes.map((s) => s.lawsuit?.id)]);
}

/** `feeAgreements/<id>`. */
export interface FeeAgreementRecord extends AgreementTerms {
  clientName: string;
  lawsuitLabel: string | null;
  /** Every lawsuit the record names (its own, its results'), for the security rules: agreementLawsuitIds. */
  lawsuitIds: string[];
  status: AgreementStatus;
  /** 1 at creation, +1 for every edit of the terms. */
  termsVersion: number;
  /** The earlier versions, newest first. */
  history: AgreementVersion[];
  successes: RecordedSuccess[];
  acts: RecordedAct[];
  ending: { date: string; reason: string; by: string } | null;
  /** The last due date generation planned through. */
  generatedThrough: string | null;
  /** The daily extension's last try that could not move `generatedThrough` (absent: none failed). */
  horizonCheck?: HorizonCheck | null;
  /** `clauses[].kind` at the top level, for the per-act lookup of a lawsuit's agreements. */
  clauseKinds: ClauseKind[];
  createdBy: string;
  updatedBy: string;
}

/**
 * What the daily extension of the monthly fees (functions/src/entities/finance/agreement-horizon.ts) found when the
 * index table lacked an anniversary's months: the office day, the horizon it aimed for, where the plan stops, why.
 */
export interface HorizonCheck {
  on: string;
  through: string;
  anniversary: string;
  reason: string;
}

/** Where a lançamento generated by an agreement came from; `key` makes regeneration idempotent. */
export interface AgreementOrigin {
  kind: 'agreement';
  agreementId: string;
  clauseId: string;
  key: string;
}

export interface PlannedTransaction {
  key: string;
  clauseId: string;
  kind: 'honorarios-fixos' | 'honorarios-mensais' | 'honorarios-exito' | 'honorarios-ato';
  description: string;
  amount: number;
  dueDate: string;
  competence: string;
  successFee: { percentBp: number; baseAmount: number } | null;
  notes: string;
  /** A success fee of a result recorded on one lawsuit: its lançamento is that lawsuit's (absent: the agreement's). */
  lawsuit?: { id: string; label: string } | null;
}

export interface AgreementPlanAnswer {
  planned: PlannedTransaction[];
  /** Months of an index an adjustment needs that the table lacks (the generation refuses). */
  missingIndexMonths: { index: EconomicIndex; months: string[] }[];
  /** Monthly fees stop before an anniversary whose index months have not ended yet. */
  waitingIndex: { clauseId: string; anniversary: string }[];
  /** ...or before one whose ended index months the table lacks (missingIndexMonths names them). */
  blockedIndex: { clauseId: string; anniversary: string }[];
}

export interface GenerationSummary {
  created: number;
  updated: number;
  cancelled: number;
  /** Lançamentos left as they are because something was paid on them or they were cancelled. */
  kept: number;
}

export type AgreementDetail = Listed<FeeAgreementRecord> & {
  /** Its lançamentos, by due date. */
  transactions: { id: string; version: number; key: string; description: string; amount: number; dueDate: string; settlement: string; paidAmount: number }[];
};

/** What a write of an agreement answers: the agreement as now stored, and what happened to its lançamentos. */
export interface AgreementSaved {
  agreement: AgreementDetail;
  summary: GenerationSummary;
}
