import { formatCnj, isValidCnj, parseCnj, segmentName, tribunalOf } from './cnj';
import type { LawsuitListExtras } from './lawsuit-prazos';
import { officeDate } from './dates';
import { expectedVersion, optionalRecordId, pageCursor, recordId, type Page } from './lists';
import { dateField, instantField, lineText, multilineText, optionalLineText, z } from './schema';
import { MAX_WORD, MIN_WORD, searchPrefixes } from './search';
import { partiesFields, type LawsuitClient, type PartySide } from './lawsuit-parties';

export const LAWSUIT_STATUSES = ['ativo', 'suspenso', 'arquivado', 'encerrado'] as const;
export const INSTANCES = ['1º grau', '2º grau', 'Tribunal superior', 'Administrativo'] as const;
const id = recordId;

/** What the CNJ number says, for the form to show while the person types. */
/** How a lawsuit is named in one line: its CNJ number, else the office's reference, else its subject. */
export function lawsuitLabel(l: { cnj: string | null; internalRef: string | null; subject: string }): string {
  return l.cnj ?? l.internalRef ?? l.subject;
}

export function describeCnj(input: string): { valid: boolean; formatted: string | null; tribunal: string | null; segment: string | null } {
  const parsed = parseCnj(input);
  if (!parsed) return { valid: false, formatted: null, tribunal: null, segment: null };
  const valid = isValidCnj(input);
  return { valid, formatted: valid ? formatCnj(parsed) : null, tribunal: tribunalOf(parsed), segment: segmentName(parsed.segment) };
}

export const lawsuitInput = z
  .object({
    /** With or without punctuation, leading zeros of the sequence optional. Empty for records without one. */
    cnj: lineText(30)
      .nullish()
      .transform((v) => (v ? v : null)),
    internalRef: optionalLineText(40),
    className: lineText(200).min(2, 'Informe a classe processual'),
    subject: lineText(300).min(2, 'Informe o assunto'),
    court: lineText(200).min(2, 'Informe o juízo ou a vara'),
    comarca: lineText(120).min(2, 'Informe a comarca'),
    instance: z.enum(INSTANCES),
    filedOn: z.preprocess((v) => (v === '' ? null : v), dateField().nullish()).transform((v) => v ?? null),
    /** Centavos; null when the petition states none (an empty field is not R$ 0,00). */
    claimValue: z
      .number('Valor inválido, ex.: R$ 1.234,56')
      .int('Valor em centavos')
      .min(0, 'O valor da causa não pode ser negativo')
      .max(1e15, 'Valor alto demais')
      .nullable(),
    ...partiesFields,
    responsibleLawyerIds: z.array(id).min(1, 'Escolha ao menos um advogado responsável').max(10),
    status: z.enum(LAWSUIT_STATUSES),
    outcome: optionalLineText(500),
    /** One of the office's areas of practice (Sobre), by name; the server checks it is one. */
    practiceArea: optionalLineText(80),
    /** Segredo de justiça (CPC art. 189): only the responsible lawyers and the administrators see the lawsuit. */
    confidential: z.boolean().default(false),
  })
  .strict()
  .superRefine((l, ctx) => {
    if (l.cnj && !isValidCnj(l.cnj)) ctx.addIssue({ code: 'custom', path: ['cnj'], message: 'Número CNJ inválido: confira os dígitos verificadores' });
    if (!l.cnj && !l.internalRef) ctx.addIssue({ code: 'custom', path: ['internalRef'], message: 'Sem número CNJ, informe uma referência interna' });
    if (l.filedOn && l.filedOn > officeDate()) ctx.addIssue({ code: 'custom', path: ['filedOn'], message: 'A data de distribuição não pode estar no futuro' });
  });

export type LawsuitInput = z.input<typeof lawsuitInput>;
export type LawsuitValues = z.output<typeof lawsuitInput>;

/** The form's words for each field, in its order (and the client's name and tribunal the server copies), for the audit log. */
export const LAWSUIT_FIELD_LABELS = {
  cnj: 'número CNJ',
  internalRef: 'referência interna',
  className: 'classe',
  subject: 'assunto',
  court: 'juízo',
  comarca: 'comarca',
  instance: 'instância',
  filedOn: 'distribuição',
  claimValue: 'valor da causa',
  clients: 'clientes',
  clientName: 'nome do cliente',
  opposingParties: 'partes contrárias',
  responsibleLawyerIds: 'advogados responsáveis',
  tribunal: 'tribunal',
  outcome: 'resultado',
  status: 'situação',
  practiceArea: 'área de atuação',
  confidential: 'segredo de justiça',
} as const satisfies Record<keyof LawsuitValues | 'clientName' | 'tribunal', string>;
export type LawsuitStatus = (typeof LAWSUIT_STATUSES)[number];

/** What `lawsuits/<id>` stores: the validated form plus what the server derives from it. */
export type LawsuitRecord = Omit<LawsuitValues, 'clients'> & {
  /** The office's clients with their names and genders copied (kept by client writes). */
  clients: LawsuitClient[];
  /** The first client, by which finance and the agenda link a lawsuit to "its" client; `clientName` is its name. */
  clientId: string;
  /** Every client's id: "the lawsuits of a client" is `clientIds array-contains`. */
  clientIds: string[];
  /** The clients' pole. */
  clientSide: PartySide;
  /** opposingKeys(opposingParties): what the conflict check finds a lawsuit by. */
  opposingKeys: string[];
  /** Punctuated CNJ number, or null for records with only an internal reference. */
  cnj: string | null;
  /** Twenty bare digits of the CNJ number, for search without punctuation. */
  cnjDigits: string | null;
  /** "J.TR" and the tribunal acronym derived from it. */
  tribunalCode: string | null;
  tribunal: string | null;
  /** searchKey(subject): prefix search by subject. */
  subjectKey: string;
  clientName: string;
  /** searchKey(clientName): the list's order by client (the first client's). */
  clientNameKey: string;
  /** Prefixes of every word of the parties' names, the subject, the class and the internal reference (see search.ts). */
  searchWords: string[];
  /** lawsuitAudience(): who sees it (lawsuit-secrecy.ts). */
  audience: string[];
  createdBy: string;
  updatedBy: string;
};

export const lawsuitCreateInput = z.object({ lawsuit: lawsuitInput }).strict();
export const lawsuitUpdateInput = z.object({ id, expectedVersion, lawsuit: lawsuitInput }).strict();
export const lawsuitDeleteInput = z.object({ id, expectedVersion }).strict();

/** Orders that every lawsuit has a value for (a filing date may be missing; sorting by it would hide those). */
export const LAWSUIT_SORTS = ['assunto', 'assunto-desc', 'cliente', 'cliente-desc'] as const;

export const lawsuitListInput = z
  .object({
    /** Digits (with or without punctuation) begin a CNJ number; words each begin a word of a party, the subject, the class or the reference. */
    search: lineText(100).nullish(),
    sort: z.enum(LAWSUIT_SORTS).default('assunto'),
    status: z.enum(LAWSUIT_STATUSES).nullish(),
    tribunal: lineText(20).nullish(),
    responsibleLawyerId: optionalRecordId,
    clientId: optionalRecordId,
    /** "Processos sem prazo aberto": active lawsuits with no open prazo on the agenda (needs the Agenda too). */
    withoutOpenPrazo: z.boolean().default(false),
    limit: z.number().int().min(1).max(100).default(25),
    after: pageCursor,
  })
  .strict()
  .superRefine((q, ctx) => {
    if (!q.withoutOpenPrazo) return;
    if (q.search?.trim())
      ctx.addIssue({ code: 'custom', path: ['search'], message: 'A busca não se combina com “Sem prazo aberto”: limpe a busca ou o filtro.' });
    if (q.status && q.status !== 'ativo') ctx.addIssue({ code: 'custom', path: ['status'], message: '“Sem prazo aberto” lista só processos ativos.' });
  });

export const movementAddInput = z
  .object({
    lawsuitId: id,
    at: instantField(),
    description: multilineText(2000).trim().min(3, 'Descreva o andamento'),
  })
  .strict();

export const movementUpdateInput = z
  .object({
    id,
    expectedVersion,
    at: instantField(),
    description: multilineText(2000).trim().min(3, 'Descreva o andamento'),
  })
  .strict();

export const movementListInput = z.object({ lawsuitId: id, limit: z.number().int().min(1).max(100).default(50), after: pageCursor }).strict();

/**
 * `lawsuits-list`: one page, each lawsuit with its next open prazo (null for those who do not read the Agenda)
 * and its last andamento, and the matches of the same search and filters per status (aggregations).
 */
export interface LawsuitPage extends Page<LawsuitRecord & LawsuitListExtras> {
  byStatus: Record<LawsuitStatus, number>;
  /** Active ones of the same filters without an open prazo; null without a search's support or the Agenda. */
  withoutOpenPrazo: number | null;
  /** A search's counts (and `total`) stop at this number: one equal to it means at least that many. Null: exact. */
  countsUpTo: number | null;
}

/**
 * Where a search's counts stop. A word every lawsuit has ("ação", the office's city) matches the whole office:
 * counting each status to the end walked every match five times (3.9 s at 50,000 lawsuits); the list's page
 * itself reads only its rows. The buttons then say "1.000+".
 */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * What a lawsuit is found by, in one search box: any word of a party's name (client or opposing), of an opposing
 * party's lawyer ("the case against Dr. Rui Prado"), of the subject, of the class ("trabalhista", "cobrança"), of
 * the internal reference ("ADM-2017") or of its area of practice.
 */
export function lawsuitSearchWords(l: {
  clients: readonly { name: string }[];
  opposingParties: readonly { name: string; lawyers?: readonly { name: string }[] }[];
  subject: string;
  className: string;
  internalRef: string | null;
  practiceArea?: string | null;
  /** The punctuated CNJ number (the record's; a form's raw text is not read here). */
  cnj?: string | null;
}): string[] {
  const opposingLawyers = l.opposingParties.flatMap((p) => (p.lawyers ?? []).map((a) => a.name));
  const words = searchPrefixes([
    ...l.clients.map((c) => c.name),
    ...l.opposingParties.map((p) => p.name),
    ...opposingLawyers,
    l.subject,
    l.className,
    l.internalRef,
    l.practiceArea,
  ]);
  return [...new Set([...words, ...cnjSearchKeys(l.cnj)])].sort();
}

/** How many trailing digits of a CNJ number are the least a search by its end takes ("0100": the origin). */
const MIN_CNJ_TAIL = 4;

/**
 * What a CNJ number is found by, digits only (a search drops its punctuation): its beginning, as typed from the
 * left; its end, as read off a notice ("…26.0100", "2024.8.26.0100"); and its sequence without the leading zeros,
 * as people say it ("o processo 1234 de 2024" for 0001234-…). Capped at MAX_WORD like every search word.
 */
export function cnjSearchKeys(cnj: string | null | undefined): string[] {
  const digits = (cnj ?? '').replace(/\D/g, '');
  if (digits.length !== 20) return [];
  const keys = new Set<string>();
  for (let n = MIN_WORD; n <= MAX_WORD; n++) keys.add(digits.slice(0, n));
  for (let n = MIN_CNJ_TAIL; n <= MAX_WORD; n++) keys.add(digits.slice(-n));
  const sequence = digits.slice(0, 7).replace(/^0+/, '');
  for (let n = MIN_WORD; n <= sequence.length; n++) keys.add(sequence.slice(0, n));
  return [...keys];
}

/**
 * A search of 2 to MAX_WORD digits alone (punctuation and spaces dropped) is a part of a CNJ number: its one search
 * word (cnjSearchKeys). Null for a search with letters, or a longer number, which is the beginning of the whole
 * one (the list compares it with `cnjDigits` itself).
 */
export function cnjQueryWord(term: string): string | null {
  const digits = term.replace(/[\s.\-/]/g, '');
  return /^\d+$/.test(digits) && digits.length >= MIN_WORD && digits.length <= MAX_WORD ? digits : null;
}
