/**
 * DJEN, the Diário de Justiça Eletrônico Nacional (Resolução CNJ 455/2022), read through its Comunica API
 * (`/api/v1`, Swagger v1.0.3): which items the office keeps and how. Pure and zod-free: the functions'
 * client and the stand-in server share it. Shapes: ../shared/research/agenda-finance-integrations.md ("DJEN").
 */
import { formatCnj, isValidCnj, parseCnj } from './cnj';
import { untreatedFields, type IntimationTriageFields } from './intimation-triage';

export const DJEN_DEFAULT_URL = 'https://comunicaapi.pje.jus.br/api/v1';
/** The API's largest page; a shorter page is the last one. */
export const DJEN_PAGE_SIZE = 100;
/** How far back the first sync of an inscription reads. */
export const DJEN_FIRST_SYNC_DAYS = 30;
/** The API caps a query at 10,000 results; a run narrows its range instead of losing the rest. */
export const DJEN_RESULT_CAP = 10_000;

/** Longest text kept (a Firestore document holds 1 MiB); a longer one is cut with a note pointing to the whole. */
export const DJEN_MAX_TEXT = 300_000;
const CUT_NOTE = '\n\n[Texto cortado por ser longo demais: a íntegra está na certidão e no documento do tribunal.]';

/** One communication as `GET /comunicacao` sends it (the fields the office keeps). */
export interface DjenItem {
  id: number;
  data_disponibilizacao: string;
  siglaTribunal: string;
  tipoComunicacao: string;
  nomeOrgao?: string | null;
  texto?: string | null;
  numero_processo?: string | null;
  numeroprocessocommascara?: string | null;
  meiocompleto?: string | null;
  link?: string | null;
  tipoDocumento?: string | null;
  nomeClasse?: string | null;
  numeroComunicacao?: number | null;
  ativo?: boolean;
  hash: string;
  status?: string | null;
  motivo_cancelamento?: string | null;
  data_cancelamento?: string | null;
  destinatarios?: { polo?: string; nome?: string }[] | null;
  destinatarioadvogados?: { advogado?: { nome?: string; numero_oab?: string; uf_oab?: string } }[] | null;
}

export interface DjenPage {
  status?: string;
  count: number;
  items: DjenItem[];
}

/** "SP-123456": an inscription as the monitored list and the stored communications name it (team's `oabKey`). */
export function djenOabKey(uf: string, number: string): string {
  return `${uf.trim().toUpperCase()}-${bareOabNumber(number)}`;
}

/** An inscription number as the API compares them: digits only, without leading zeros (57689 = 057689 = RS057689). */
function bareOabNumber(number: string): string {
  return number.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/** Whether a text is HTML (some courts send markup, others plain text with \r\n). */
export function isHtmlText(text: string): boolean {
  return /<\/?(p|br|div|span|b|strong|i|em|u|table|tr|td|a|ul|ol|li|h\d|font|center)\b[^>]*>/i.test(text);
}

/**
 * What the office stores of one communication when it first arrives: the DJEN's data, and its triage, a tratar
 * (whatever stores a new communication from the mapped item stores it untreated).
 */
export interface MappedCommunication extends IntimationTriageFields {
  djenId: number;
  hash: string;
  availableOn: string;
  tribunal: string;
  kind: string;
  organ: string | null;
  text: string;
  textFormat: 'html' | 'texto';
  /** Twenty digits, or null when the communication names no valid CNJ number. */
  cnjDigits: string | null;
  cnj: string | null;
  className: string | null;
  documentType: string | null;
  medium: string | null;
  link: string | null;
  lawyers: { name: string; uf: string; number: string }[];
  recipients: { pole: string; name: string }[];
  cancelled: { reason: string; at: string | null } | null;
}

function digitsCnj(raw: string | null | undefined): { digits: string; formatted: string } | null {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length !== 20 || !isValidCnj(digits)) return null;
  const parsed = parseCnj(digits);
  return parsed ? { digits, formatted: formatCnj(parsed) } : null;
}

/** A communication the API marks cancelled: it keeps its record with the reason (the prazo it opened may be void). */
export function djenCancellation(item: DjenItem): MappedCommunication['cancelled'] {
  const cancelled = item.ativo === false || /cancel/i.test(item.status ?? '') || Boolean(item.motivo_cancelamento);
  if (!cancelled) return null;
  return { reason: item.motivo_cancelamento?.trim() || 'Cancelada pelo tribunal (motivo não informado)', at: item.data_cancelamento ?? null };
}

export function mapDjenItem(item: DjenItem): MappedCommunication {
  const whole = (item.texto ?? '').replace(/\r\n?/g, '\n');
  const text = whole.length > DJEN_MAX_TEXT ? whole.slice(0, DJEN_MAX_TEXT) + CUT_NOTE : whole;
  // Some items send an empty bare number and the masked one only.
  const cnj = digitsCnj(item.numero_processo || item.numeroprocessocommascara);
  return {
    djenId: item.id,
    hash: item.hash,
    availableOn: item.data_disponibilizacao.slice(0, 10),
    tribunal: item.siglaTribunal,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the DJEN omits it on some communications
    kind: item.tipoComunicacao?.trim() || 'Comunicação',
    organ: item.nomeOrgao?.trim() || null,
    text,
    textFormat: isHtmlText(text) ? 'html' : 'texto',
    cnjDigits: cnj?.digits ?? null,
    cnj: cnj?.formatted ?? null,
    className: item.nomeClasse?.trim() || null,
    documentType: item.tipoDocumento?.trim() || null,
    medium: item.meiocompleto?.trim() || null,
    link: item.link?.trim() || null,
    lawyers: (item.destinatarioadvogados ?? [])
      .map((d) => d.advogado)
      .filter((a): a is NonNullable<typeof a> => Boolean(a?.numero_oab))
      .map((a) => ({
        name: a.nome?.trim() ?? '',
        uf: (a.uf_oab ?? '').toUpperCase(),
        number: bareOabNumber(a.numero_oab ?? ''),
      })),
    recipients: (item.destinatarios ?? []).map((d) => ({ pole: d.polo ?? '', name: d.nome?.trim() ?? '' })).filter((d) => d.name),
    cancelled: djenCancellation(item),
    ...untreatedFields(),
  };
}

/** The certificate of a communication: a PDF the API renders (`GET /comunicacao/{hash}/certidao`). */
export function djenCertificateUrl(baseUrl: string, hash: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/comunicacao/${encodeURIComponent(hash)}/certidao`;
}
