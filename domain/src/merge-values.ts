/**
 * The value of every merge field for one document: the office, the client, the lawsuit, its responsible lawyers
 * with their OAB inscriptions, the fees and the object typed when generating, and today's date. Pure: the caller
 * reads the records.
 *
 * A document made from a client's page has no lawsuit (a procuração and a contract are signed before the case is
 * filed): the lawsuit's fields are then empty by design, not missing data, and the templates keep them in a
 * `{#processo.numero}…{/processo.numero}` passage the upload check requires (`templateFieldsProblem`).
 */
import { formatPhoneBR, formatRg } from './clients';
import { formatDate, type CalendarDate } from './dates';
import { formatCnpj, formatCpfCnpj } from './documents';
import { MERGE_FIELDS, type FeesInput, type MergeFieldKey } from './document-templates';
import { PARTY_ROLES, partyRoleLabel, type LawsuitClient, type PartyRole } from './lawsuit-parties';
import { formatBRL } from './money';
import { dateInWords, moneyInWords, numberInWords, percentInWords } from './number-words';
import { addressLine, clientQualification, joinWithAnd, maritalStatusWords, nationalityWords, professionWords, type QualifiedClient } from './qualification';
import type { OfficeProfile } from './records';
import type { OabInscription } from './team';

/** What a document reads of a client: its qualification and how to reach it. */
export type MergeClient = QualifiedClient & { emails: readonly string[]; phones: readonly { number: string }[] };

export interface MergeLawsuit {
  cnj: string | null;
  className: string;
  subject: string;
  court: string;
  comarca: string;
  tribunal: string | null;
  claimValue: number | null;
  clients: readonly Pick<LawsuitClient, 'name' | 'role' | 'gender'>[];
  opposingParties: readonly { name: string; role: PartyRole }[];
}

/** A responsible lawyer: the name and e-mail of their account, the inscriptions of their team record. */
export interface MergeLawyer {
  name: string;
  email: string | null;
  oab: readonly OabInscription[];
}

export interface MergeSources {
  /** The office's calendar date the document is dated. */
  today: CalendarDate;
  office: OfficeProfile | null;
  client: MergeClient | null;
  lawsuit: MergeLawsuit | null;
  /** The responsible lawyers; the first is "the" lawyer of `advogado.*`. */
  lawyers: readonly MergeLawyer[];
  fees: FeesInput | null;
  /** The client's (or the lawsuit's) vigente fee agreement's clauses in words (fee-agreement-words.ts); null without one. */
  agreementClauses?: string | null;
  /** The area or subject typed when generating (`objeto.descricao`); null when nothing was typed. */
  matter?: string | null;
}

/**
 * Fields a document lacks by design, never listed among "Campos sem dado": the kind-of-client conditions (one of
 * them is always empty) and the object, whose absence a template answers with a general clause.
 */
const FIELDS_EMPTY_BY_DESIGN = new Set<MergeFieldKey>(['cliente.pessoa_fisica', 'cliente.pessoa_juridica', 'objeto.descricao', 'honorarios.clausulas']);

/** The client's fields only one kind of client has: a company has no RG or marital status, a person no representative. */
const CLIENT_KIND_FIELDS: Partial<Record<MergeFieldKey, 'pf' | 'pj'>> = {
  'cliente.rg': 'pf',
  'cliente.nacionalidade': 'pf',
  'cliente.estado_civil': 'pf',
  'cliente.profissao': 'pf',
  'cliente.representante_legal': 'pj',
};

/** "OAB/SP 245.180": a lawyer's inscriptions as a document cites them (an intern's inscription is not one to act on). */
export function oabCitation(inscriptions: readonly OabInscription[]): string {
  const cited = inscriptions.filter((i) => i.kind !== 'estagiario').map((i) => `OAB/${i.uf} ${i.number.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`);
  return joinWithAnd(cited);
}

const SIDE_WORDS = { ativo: 'polo ativo', passivo: 'polo passivo', terceiro: 'terceiro interessado' } as const;

function officeValues(o: OfficeProfile | null) {
  return {
    'escritorio.nome': o?.name ?? '',
    'escritorio.cnpj': o ? formatCnpj(o.cnpj) : '',
    'escritorio.oab': o?.oabRegistration ?? '',
    'escritorio.endereco': addressLine(o?.address ?? null),
    'escritorio.telefone': formatPhoneBR(o?.phone),
    'escritorio.email': o?.email ?? '',
    'escritorio.cidade': o?.address.city ?? '',
  };
}

function clientValues(c: MergeClient | null) {
  const pf = c?.kind === 'pf';
  return {
    'cliente.nome': c?.name ?? '',
    'cliente.qualificacao': c ? clientQualification(c) : '',
    'cliente.cpf_cnpj': c ? formatCpfCnpj(c.document) : '',
    'cliente.rg': pf ? formatRg(c) : '',
    'cliente.nacionalidade': pf ? nationalityWords(c.nationality, c.gender) : '',
    'cliente.estado_civil': pf ? maritalStatusWords(c.maritalStatus, c.gender) : '',
    'cliente.profissao': pf ? professionWords(c.profession) : '',
    'cliente.endereco': addressLine(c?.address ?? null),
    'cliente.email': c?.emails[0] ?? '',
    'cliente.telefone': formatPhoneBR(c?.phones[0]?.number),
    'cliente.representante_legal': c?.kind === 'pj' ? (c.legalRepresentative ?? '') : '',
    'cliente.pessoa_fisica': pf ? 'pessoa física' : '',
    'cliente.pessoa_juridica': c?.kind === 'pj' ? 'pessoa jurídica' : '',
  };
}

function lawsuitValues(l: MergeLawsuit | null) {
  const first = l?.clients[0];
  return {
    // The CNJ number only: an internal reference is no number a court or a notary would recognise.
    'processo.numero': l?.cnj ?? '',
    'processo.classe': l?.className ?? '',
    'processo.assunto': l?.subject ?? '',
    'processo.vara': l?.court ?? '',
    'processo.comarca': l?.comarca ?? '',
    'processo.tribunal': l?.tribunal ?? '',
    'processo.valor_causa': l?.claimValue != null ? formatBRL(l.claimValue) : '',
    'processo.valor_causa_extenso': l?.claimValue != null ? moneyInWords(l.claimValue) : '',
    'processo.clientes': joinWithAnd((l?.clients ?? []).map((c) => `${c.name} (${partyRoleLabel(c.role, c.gender)})`)),
    'processo.partes_contrarias': joinWithAnd((l?.opposingParties ?? []).map((p) => p.name)),
    'processo.polo_cliente': first ? SIDE_WORDS[PARTY_ROLES[first.role].side] : '',
  };
}

/**
 * `objeto.descricao`: what the person typed, else a lawsuit's subject (or class) against its opposing parties, for a
 * lawsuit not yet filed (no CNJ number, so its template's `{#processo.numero}` passage is left out).
 */
function matterValue(matter: string | null | undefined, l: MergeLawsuit | null): string {
  const typed = matter?.trim();
  if (typed) return typed;
  if (!l) return '';
  const what = l.subject || l.className;
  const against = joinWithAnd(l.opposingParties.map((p) => p.name));
  return [what, what && against ? `em face de ${against}` : ''].filter(Boolean).join(' ');
}

function lawyerValues(lawyers: readonly MergeLawyer[]) {
  const first = lawyers[0];
  return {
    'advogado.nome': first?.name ?? '',
    'advogado.oab': first ? oabCitation(first.oab) : '',
    'advogado.email': first?.email ?? '',
    'advogados.todos': lawyers.map((l) => [l.name, oabCitation(l.oab)].filter(Boolean).join(', ')).join('; '),
  };
}

function feeValues(f: FeesInput | null, clauses: string | null) {
  return {
    'honorarios.clausulas': clauses ?? '',
    'honorarios.valor': f?.amount != null ? formatBRL(f.amount) : '',
    'honorarios.valor_extenso': f?.amount != null ? moneyInWords(f.amount) : '',
    // "parcelas" is feminine: "2 (duas)".
    'honorarios.parcelas': f?.installments != null ? `${f.installments} (${numberInWords(f.installments, 'feminino')})` : '',
    'honorarios.percentual_exito': f?.successPercent != null ? percentInWords(f.successPercent) : '',
  };
}

function dateValues(today: CalendarDate, city: string) {
  return {
    'data.hoje': formatDate(today),
    'data.extenso': dateInWords(today),
    'data.local_e_data': city ? `${city}, ${dateInWords(today)}` : dateInWords(today),
  };
}

/**
 * Every merge field's text for one document, and the fields left empty because the records have no data for them
 * (in catalogue order), so the person is told what to fill in by hand: not the fields empty by design, a lawsuit's
 * when there is none, nor the fields of the other kind of client (a person's RG for a company).
 */
export function mergeValues(s: MergeSources): { values: Record<MergeFieldKey, string>; empty: MergeFieldKey[] } {
  const values = {
    ...officeValues(s.office),
    ...clientValues(s.client),
    ...lawsuitValues(s.lawsuit),
    'objeto.descricao': matterValue(s.matter, s.lawsuit),
    ...lawyerValues(s.lawyers),
    ...feeValues(s.fees, s.agreementClauses ?? null),
    ...dateValues(s.today, s.office?.address.city ?? ''),
  } satisfies Record<MergeFieldKey, string>;
  const kind = s.client?.kind;
  const wanted = (key: MergeFieldKey) =>
    !FIELDS_EMPTY_BY_DESIGN.has(key) &&
    !(s.lawsuit === null && key.startsWith('processo.')) &&
    !(kind && CLIENT_KIND_FIELDS[key] && CLIENT_KIND_FIELDS[key] !== kind);
  return { values, empty: MERGE_FIELDS.filter((f) => values[f.key] === '' && wanted(f.key)).map((f) => f.key) };
}
