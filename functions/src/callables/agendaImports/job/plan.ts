/**
 * What an import of open prazos and hearings would do, row by row, before anything is written: the rows the file's
 * own checks refuse (domain/src/agenda-imports.ts), each row's lawsuit by its number (not in the office, or under
 * segredo out of the person's sight, refused), an entry the lawsuit already has, each row's people (by e-mail, OAB
 * or name, else the default the person chose) and a prazo's internal date by the lawsuit's court calendar.
 */
import {
  COLLECTIONS,
  courtCalendarOrNational,
  DEFAULT_INTERNAL_LEAD_DAYS,
  guessAgendaMapping,
  internalDateBefore,
  MAX_PROBLEMS_SHOWN,
  oabDigits,
  offDayAt,
  officeDate,
  readAgendaRows,
  sameAgendaEntry,
  searchKey,
  worksWithAgenda,
  type AgendaImportMapping,
  type AgendaImportPreview,
  type AgendaRowPlan,
  type CallParsed,
  type ImportProblem,
  type LawsuitRecord,
} from '@office/domain';
import type { CallableContext } from '../../../platform/define-callable';
import { appError } from '../../../platform/errors';
import { callerReads } from '../../../platform/link-access';
import { callerSeesLawsuit } from '../../../platform/lawsuit-visibility';
import { forEachPage } from '../../../platform/pages';
import { requireAgendaPeople } from '../../../entities/agenda/agenda-people';
import { readOfficeClosures } from '../../../entities/agenda/office-calendar';
import type { TypedReader } from '../../../store/typed';

export type AgendaImportRequest = CallParsed<'agendaImports-preview'>;

export interface AgendaImportPlan {
  header: string[] | null;
  columns: number;
  mapping: AgendaImportMapping;
  total: number;
  rows: AgendaRowPlan[];
  problems: ImportProblem[];
}

const NO_LAWSUITS_READ = 'Para importar prazos e audiências é preciso ler Processos: cada um é vinculado ao seu processo. Peça esse acesso a um administrador.';
/** As the lawsuit import says it (imports/job/plan.ts): a lawsuit under segredo out of sight is neither named nor said to exist. */
const SECRET_NUMBER = 'não é possível importar para este número CNJ; fale com um administrador do escritório';
const NOT_IN_OFFICE = 'processo não cadastrado no escritório: importe ou cadastre o processo antes';
const ALREADY_THERE = 'já está na agenda deste processo';

/** The team who may be on an agenda entry, by e-mail, name and OAB number (the team page's inscriptions). */
async function peopleIndex(reader: TypedReader): Promise<Map<string, string>> {
  const index = new Map<string, string>();
  await forEachPage(reader, COLLECTIONS.staff, {}, (docs) =>
    docs.forEach((d) => {
      if (!worksWithAgenda(d.data)) return;
      index.set(d.data.email.toLowerCase(), d.id);
      index.set(searchKey(d.data.name), d.id);
    }),
  );
  const members = new Set(index.values());
  await forEachPage(reader, COLLECTIONS.team, {}, (docs) =>
    docs.forEach((m) => {
      const staffId = m.data.staffId;
      if (!staffId || !members.has(staffId)) return;
      index.set(searchKey(m.data.name), staffId);
      m.data.oab.forEach((i) => index.set(`oab:${i.number.replace(/\D/g, '')}`, staffId));
    }),
  );
  return index;
}

function personOf(index: Map<string, string>, text: string): string | undefined {
  const oab = /oab|\d{3}/i.test(text) ? oabDigits(text) : null;
  return index.get(text.toLowerCase()) ?? (oab ? index.get(`oab:${oab}`) : undefined) ?? index.get(searchKey(text));
}

/** getMany in slices the stores take comfortably. */
async function getAll<N extends 'lawsuitNumbers' | 'lawsuits'>(reader: TypedReader, collection: N, ids: readonly string[]) {
  const out = [];
  for (let i = 0; i < ids.length; i += 300) out.push(...(await reader.getMany(collection, ids.slice(i, i + 300))));
  return out;
}

/** Each number's lawsuit (null: the office has none). */
async function lawsuitsByNumber(reader: TypedReader, digits: readonly string[]): Promise<Map<string, { id: string; data: LawsuitRecord } | null>> {
  const unique = [...new Set(digits)];
  const keys = await getAll(reader, COLLECTIONS.lawsuitNumbers, unique);
  const held = keys.flatMap((k) => (k ? [k.data.lawsuitId] : []));
  const lawsuits = new Map((await getAll(reader, COLLECTIONS.lawsuits, held)).flatMap((l) => (l ? [[l.id, l] as const] : [])));
  return new Map(unique.map((d, i) => [d, lawsuits.get(keys[i]?.data.lawsuitId ?? '') ?? null]));
}

/** Reads the file by its mapping and resolves every row against the office; writes nothing. */
export async function planAgendaImport(ctx: CallableContext, reader: TypedReader, input: AgendaImportRequest): Promise<AgendaImportPlan> {
  if (!callerReads(ctx, 'lawsuits')) throw appError('invalid-input', { fields: { table: NO_LAWSUITS_READ } });
  await requireAgendaPeople(reader, [input.defaultOwnerId], [], 'defaultOwnerId', 'Escolha uma pessoa ativa da equipe, com acesso à Agenda.');
  const header = input.hasHeader ? (input.table[0] ?? []) : null;
  const data = input.hasHeader ? input.table.slice(1) : input.table;
  if (data.length === 0) throw appError('invalid-input', { fields: { table: 'O arquivo não tem linhas depois do cabeçalho.' } });
  const mapping = input.mapping ?? guessAgendaMapping(header ?? []);
  if (mapping.date === null) throw appError('invalid-input', { fields: { 'mapping.date': 'Escolha a coluna da data.' } });
  if (mapping.cnj === null) throw appError('invalid-input', { fields: { 'mapping.cnj': 'Escolha a coluna do número do processo.' } });
  const today = officeDate();
  const read = readAgendaRows(data, mapping, input.hasHeader ? 2 : 1, today);
  const problems = [...read.problems];
  const lawsuits = await lawsuitsByNumber(
    reader,
    read.valid.map((r) => r.digits),
  );
  const existing = new Map<string, { kind: string; date: string; startsAt: string }[]>();
  const closures = await readOfficeClosures(reader);
  const people = await peopleIndex(reader);
  const rows: AgendaRowPlan[] = [];
  for (const r of read.valid) {
    const lawsuit = lawsuits.get(r.digits);
    const refuse = (reason: string) => problems.push({ line: r.line, cnj: r.cnj, reason });
    if (!lawsuit) {
      refuse(NOT_IN_OFFICE);
      continue;
    }
    if (!callerSeesLawsuit(ctx, lawsuit.data)) {
      refuse(SECRET_NUMBER);
      continue;
    }
    let entries = existing.get(lawsuit.id);
    if (!entries) {
      const page = await reader.list(COLLECTIONS.events, { where: [{ field: 'lawsuitId', op: '==', value: lawsuit.id }], limit: 500 });
      entries = page.docs.map((e) => e.data);
      existing.set(lawsuit.id, entries);
    }
    if (entries.some((e) => sameAgendaEntry(r, e))) {
      refuse(ALREADY_THERE);
      continue;
    }
    const matched = [...new Set(r.people.flatMap((p) => personOf(people, p) ?? []))];
    const unmatched = r.people.filter((p) => !personOf(people, p));
    const [ownerId = input.defaultOwnerId, ...participantIds] = matched;
    let internalDate = null;
    if (r.kind === 'prazo') {
      const offDay = offDayAt(courtCalendarOrNational({ tribunal: lawsuit.data.tribunal, comarca: lawsuit.data.comarca }, closures));
      const computed = internalDateBefore(r.date, DEFAULT_INTERNAL_LEAD_DAYS, offDay);
      // A prazo due within two working days keeps today as its internal date: the office works to it now.
      internalDate = computed < today ? today : computed;
    }
    rows.push({ ...r, lawsuitId: lawsuit.id, ownerId, participantIds, unmatched, internalDate });
  }
  problems.sort((a, b) => a.line - b.line);
  return {
    header,
    columns: Math.max(...input.table.map((row) => row.length)),
    mapping,
    total: data.filter((row) => row.some((c) => c.trim())).length,
    rows,
    problems,
  };
}

export function toAgendaPreview(plan: AgendaImportPlan): AgendaImportPreview {
  return {
    header: plan.header,
    columns: plan.columns,
    mapping: plan.mapping,
    total: plan.total,
    valid: plan.rows.length,
    prazos: plan.rows.filter((r) => r.kind === 'prazo').length,
    hearings: plan.rows.filter((r) => r.kind === 'audiencia').length,
    sample: plan.rows.slice(0, 20),
    problems: plan.problems.slice(0, MAX_PROBLEMS_SHOWN),
    problemCount: plan.problems.length,
  };
}
