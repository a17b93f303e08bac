/**
 * Importing open prazos and hearings (issue 58): a spreadsheet of dates, times, lawsuit numbers, kinds and people,
 * read as the lawsuit import reads its table (imports.ts), checked row by row, then written by an import job
 * (`imports` with kind "agenda", its rows in `importChunks`). Pure rules only: no I/O here.
 */
import { isValidCnj, normalizeCnj, parseCnj } from './cnj';
import { formatDate, officeDateTimeToInstant, isCalendarDate, type CalendarDate } from './dates';
import { guessColumns, MAX_IMPORT_TABLE_ROWS, type ImportProblem } from './imports';
import { recordId } from './lists';
import { lineText, z } from './schema';
import { searchKey } from './text';

/** The fields a column can be mapped to, in the preview's order, with the words the person sees. */
export const AGENDA_IMPORT_FIELDS = {
  date: 'Data',
  time: 'Hora',
  cnj: 'Processo',
  kind: 'Tipo',
  title: 'Descrição',
  people: 'Responsáveis',
} as const;
export type AgendaImportField = keyof typeof AGENDA_IMPORT_FIELDS;
export const AGENDA_IMPORT_FIELD_KEYS = Object.keys(AGENDA_IMPORT_FIELDS) as AgendaImportField[];
export type AgendaImportMapping = Record<AgendaImportField, number | null>;

const HEADER_WORDS: Record<AgendaImportField, readonly string[]> = {
  date: ['data', 'data fatal', 'prazo fatal', 'vencimento', 'dia', 'data da audiencia', 'fatal'],
  time: ['hora', 'horario', 'hora da audiencia'],
  cnj: ['processo', 'numero', 'numero do processo', 'cnj', 'numero cnj', 'autos'],
  kind: ['tipo', 'categoria', 'natureza'],
  title: ['descricao', 'titulo', 'prazo', 'evento', 'compromisso', 'providencia', 'ato'],
  people: ['responsavel', 'responsaveis', 'advogado', 'advogados', 'pessoas', 'equipe', 'oab'],
};

/** A first mapping from the header's words; a column no field recognises stays unmapped. */
export function guessAgendaMapping(header: readonly string[]): AgendaImportMapping {
  return guessColumns(AGENDA_IMPORT_FIELD_KEYS, HEADER_WORDS, header);
}

/** A day as spreadsheets write it: DD/MM/AAAA (or AA), DD-MM-AAAA, or AAAA-MM-DD; a time after it is read apart. */
export function sheetDate(text: string): CalendarDate | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  const [, day = '', month = '', year = ''] = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(t) ?? [];
  let date: string | null = null;
  if (iso) date = `${iso[1]}-${iso[2]}-${iso[3]}`;
  else if (day) date = `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return date && isCalendarDate(date) ? date : null;
}

/** A wall-clock time as written: 9:30, 09h30, 14h, 14:00:00; or the time after a date in the same cell. */
export function sheetTime(text: string): string | null {
  const m = /(?:^|\s)(\d{1,2})\s*(?::|h)\s*(\d{2})?(?::\d{2})?\s*(?:h|min)?$/i.exec(text.trim());
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export type AgendaImportKind = 'prazo' | 'audiencia';
export const AGENDA_IMPORT_KIND_LABELS: Record<AgendaImportKind, string> = { prazo: 'Prazo', audiencia: 'Audiência' };

/** The kind a "Tipo" cell names; an empty one is a hearing when the row has a time, else a prazo. */
export function agendaKindOf(text: string, hasTime: boolean): AgendaImportKind | null {
  const key = searchKey(text);
  if (!key) return hasTime ? 'audiencia' : 'prazo';
  if (/\b(audiencia|sessao|julgamento|pericia|conciliacao)\b/.test(key)) return 'audiencia';
  if (/\b(prazo|manifestacao|recurso|contestacao|replica|peticao)\b/.test(key)) return 'prazo';
  return null;
}

/** The people a "Responsáveis" cell names: separated by commas, semicolons, bars or " e " (a slash belongs to an OAB: "OAB/SP"). */
export function splitPeople(text: string): string[] {
  return text
    .split(/\s*(?:[,;|]|\se\s)\s*/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 2)
    .slice(0, 10);
}

/**
 * Rows per chunk: one store transaction of entries, each with its audit entry, prazo review and the notices to its
 * people (up to ten), well under Firestore's 500 writes.
 */
export const AGENDA_IMPORT_CHUNK_ROWS = 20;

/** How long an imported hearing takes on the agenda when the sheet gives only its start. */
export const IMPORTED_HEARING_MINUTES = 60;

/** A hearing's end: its start plus IMPORTED_HEARING_MINUTES, never past 23:59 of its day. */
export function hearingEnd(start: string): string {
  const [h, m] = start.split(':').map(Number) as [number, number];
  const end = Math.min(h * 60 + m + IMPORTED_HEARING_MINUTES, 23 * 60 + 59);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** One row as the person's columns give it, with its line in the file. */
export interface AgendaRowValues {
  line: number;
  cnj: string;
  digits: string;
  kind: AgendaImportKind;
  /** A prazo's fatal date, a hearing's day. */
  date: CalendarDate;
  /** A hearing's start; null for a prazo (all day). */
  time: string | null;
  title: string;
  people: string[];
}

/**
 * Reads every data row by the mapping: the day (a past one refused: only what is still open is brought in — a
 * prazo already due or a hearing already held belongs to the old system's history), the time a hearing needs,
 * the lawsuit's number with its check digits (CNJ Res. 65/2008), the kind, and the same entry twice in the file.
 */
export function readAgendaRows(
  rows: readonly (readonly string[])[],
  mapping: AgendaImportMapping,
  firstLine: number,
  today: CalendarDate,
): { valid: AgendaRowValues[]; problems: ImportProblem[] } {
  const valid: AgendaRowValues[] = [];
  const problems: ImportProblem[] = [];
  const seen = new Map<string, number>();
  const cell = (row: readonly string[], field: AgendaImportField) => {
    const index = mapping[field];
    return index === null ? '' : (row[index] ?? '').trim();
  };
  rows.forEach((row, i) => {
    const line = firstLine + i;
    if (row.every((c) => !c.trim())) return;
    const cnj = cell(row, 'cnj');
    const refuse = (reason: string) => problems.push({ line, cnj, reason });
    const dateText = cell(row, 'date');
    const date = sheetDate(dateText);
    if (!dateText) return refuse('sem data');
    if (!date) return refuse(`data inválida ("${dateText.slice(0, 20)}"): use DD/MM/AAAA`);
    const timeText = cell(row, 'time') || (/[\sT](\d{1,2}[:h]\d{2})/.exec(dateText)?.[1] ?? '');
    const time = timeText ? sheetTime(timeText) : null;
    if (timeText && !time) return refuse(`hora inválida ("${timeText.slice(0, 10)}"): use HH:mm`);
    const kind = agendaKindOf(cell(row, 'kind'), Boolean(time));
    if (!kind) return refuse('tipo não reconhecido: use "prazo" ou "audiência"');
    if (kind === 'audiencia' && !time) return refuse('audiência sem hora: informe a hora (HH:mm)');
    if (date < today) {
      return refuse(
        kind === 'prazo'
          ? `prazo fatal já passou (${formatDate(date)}): importe só prazos em aberto`
          : `audiência já realizada (${formatDate(date)}): importe só audiências futuras`,
      );
    }
    if (!cnj) return refuse('sem número do processo');
    if (!parseCnj(cnj)) return refuse('número CNJ incompleto: são 20 dígitos (NNNNNNN-DD.AAAA.J.TR.OOOO)');
    if (!isValidCnj(cnj)) return refuse('número CNJ inválido: os dígitos verificadores não conferem');
    const formatted = normalizeCnj(cnj) ?? cnj;
    const digits = formatted.replace(/\D/g, '');
    const key = `${digits}|${kind}|${date}|${kind === 'audiencia' ? time : ''}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) return refuse(`repetido no arquivo (linha ${earlier})`);
    seen.set(key, line);
    const described = cell(row, 'title').slice(0, 200);
    valid.push({
      line,
      cnj: formatted,
      digits,
      kind,
      date,
      time: kind === 'audiencia' ? time : null,
      title: described.length >= 3 ? described : `${AGENDA_IMPORT_KIND_LABELS[kind]} importado(a)${described ? ` — ${described}` : ''}`,
      people: splitPeople(cell(row, 'people')),
    });
  });
  return { valid, problems };
}

/** Whether an entry the office already has is this row (same lawsuit, kind and day; a hearing also its time). */
export function sameAgendaEntry(row: Pick<AgendaRowValues, 'kind' | 'date' | 'time'>, entry: { kind: string; date: string; startsAt: string }): boolean {
  return entry.kind === row.kind && entry.date === row.date && (row.kind === 'prazo' || entry.startsAt === officeDateTimeToInstant(`${row.date}T${row.time}`));
}

const cellText = z.string().max(500, 'Uma célula passa de 500 caracteres');
const agendaMappingSchema = z
  .object(
    Object.fromEntries(AGENDA_IMPORT_FIELD_KEYS.map((f) => [f, z.number().int().min(0).max(199).nullable()])) as Record<
      AgendaImportField,
      z.ZodNullable<z.ZodNumber>
    >,
  )
  .strict()
  .superRefine((m, ctx) => {
    if (m.date === null) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Escolha a coluna da data' });
    if (m.cnj === null) ctx.addIssue({ code: 'custom', path: ['cnj'], message: 'Escolha a coluna do número do processo' });
    const used = Object.values(m).filter((v) => v !== null);
    if (new Set(used).size !== used.length) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Cada coluna vai para um campo só' });
  });

export const agendaImportInput = z
  .object({
    source: z.enum(['colar', 'csv', 'xlsx']),
    fileName: lineText(200).nullable(),
    table: z
      .array(z.array(cellText).max(200, 'No máximo 200 colunas'))
      .min(1, 'O arquivo está vazio')
      .max(MAX_IMPORT_TABLE_ROWS + 1, `No máximo ${MAX_IMPORT_TABLE_ROWS.toLocaleString('pt-BR')} linhas por importação`),
    hasHeader: z.boolean(),
    /** Null: the remembered mapping for this layout, else one guessed from the header. */
    mapping: agendaMappingSchema.nullable(),
    /** Who answers for the rows whose "Responsáveis" is empty or names nobody of the team. */
    defaultOwnerId: recordId,
  })
  .strict();
export type AgendaImportInput = z.input<typeof agendaImportInput>;

/** A row ready to write: its lawsuit, its people, and a prazo's internal date. */
export interface AgendaRowPlan extends AgendaRowValues {
  lawsuitId: string;
  ownerId: string;
  participantIds: string[];
  /** Names in "Responsáveis" that matched nobody of the team with Agenda access (the default answers). */
  unmatched: string[];
  /** A prazo's internal date: DEFAULT_INTERNAL_LEAD_DAYS working days of the lawsuit's court before the fatal one. */
  internalDate: CalendarDate | null;
}

/** One planned row in a chunk, and what became of it. */
export type AgendaChunkRow = AgendaRowPlan & { eventId: string; outcome: 'pendente' | 'importado' | 'ignorado'; reason: string | null };

export interface AgendaImportPreview {
  header: string[] | null;
  columns: number;
  mapping: AgendaImportMapping;
  total: number;
  valid: number;
  prazos: number;
  hearings: number;
  sample: AgendaRowPlan[];
  problems: ImportProblem[];
  problemCount: number;
}

/** An imported entry's id, derived from the job and the row: a step run twice writes the same document. */
export const importEventId = (importId: string, line: number) => `evt-${importId}-${line}`;
