/**
 * DataJud (CNJ's public API, Portaria CNJ 160/2020): which index answers for a lawsuit and how its answer
 * becomes the office's records. Pure and zod-free: the functions' client and the stand-in server share it.
 * Shapes and quirks: ../shared/research/agenda-finance-integrations.md ("DataJud"), from the CNJ wiki
 * (datajud-wiki.cnj.jus.br/api-publica, "acesso", "exemplos").
 */
import { parseCnj, UF_ORDER } from './cnj';
import { officeDateTimeToInstant } from './dates';

/** The key CNJ publishes on its wiki (/api-publica/acesso); "poderá ser alterada pelo CNJ a qualquer momento". */
export const DATAJUD_PUBLIC_KEY = 'cDZHYzlZa0JadVREZDJCendQbXY6SkJlTzNjLV9TRENyQk1RdnFKZGRQdw==';
export const DATAJUD_DEFAULT_URL = 'https://api-publica.datajud.cnj.jus.br';
/** At most this many numbers in one `terms` query (about 1.8 s for 50 on the real API). */
export const DATAJUD_BATCH = 50;

/**
 * The DataJud index for a CNJ number's J.TR, or null where none exists (STF, CNJ, councils). Aliases are
 * the tribunal acronyms in lower case; electoral ones are hyphenated (api_publica_tre-sp).
 */
export function datajudAlias(cnj: string): string | null {
  const parsed = parseCnj(cnj);
  if (!parsed) return null;
  const tr = Number(parsed.tribunalCode);
  const uf = UF_ORDER[tr - 1]?.toLowerCase();
  const alias = (name: string) => `api_publica_${name}`;
  switch (parsed.segment) {
    case '3':
      return tr === 0 ? alias('stj') : null;
    case '4':
      return tr >= 1 && tr <= 6 ? alias(`trf${tr}`) : null;
    case '5':
      if (tr === 0) return alias('tst');
      return tr >= 1 && tr <= 24 ? alias(`trt${tr}`) : null;
    case '6':
      if (tr === 0) return alias('tse');
      return uf ? alias(`tre-${uf}`) : null;
    case '7':
      return alias('stm');
    case '8':
      if (!uf) return null;
      return alias(uf === 'df' ? 'tjdft' : `tj${uf}`);
    case '9':
      return ({ 13: alias('tjmmg'), 21: alias('tjmrs'), 26: alias('tjmsp') } as Record<number, string>)[tr] ?? null;
    default:
      return null;
  }
}

/** One `_source` as the API sends it (fields the office reads; others are ignored). */
export interface DatajudSource {
  numeroProcesso: string;
  classe?: { codigo?: number; nome?: string } | null;
  sistema?: { codigo?: number; nome?: string } | null;
  formato?: { codigo?: number; nome?: string } | null;
  tribunal?: string;
  grau?: string;
  dataAjuizamento?: string | null;
  dataHoraUltimaAtualizacao?: string | null;
  orgaoJulgador?: { codigo?: number | string; nome?: string } | null;
  /** An array of subjects, or (in some courts) an array of arrays of them. */
  assuntos?: (DatajudSubject | DatajudSubject[])[] | null;
  movimentos?: DatajudMovement[] | null;
}

export interface DatajudSubject {
  codigo?: number;
  nome?: string;
}

export interface DatajudMovement {
  codigo?: number;
  nome?: string;
  dataHora?: string;
  complementosTabelados?: { codigo?: number; valor?: number; nome?: string; descricao?: string }[] | null;
  orgaoJulgador?: { codigo?: number | string; nome?: string } | null;
}

/** One grau of the lawsuit as the court reports it. */
export interface CourtInstance {
  grau: string;
  className: string | null;
  system: string | null;
  format: string | null;
  organ: string | null;
  /** ISO instant, or null when the court sent none or an unreadable value. */
  filedAt: string | null;
  updatedAt: string | null;
}

/** An andamento read off DataJud, before it is stored. */
export interface ImportedMovement {
  /** Stable identity across imports: grau, instant, code, complements, and the occurrence among exact duplicates. */
  key: string;
  grau: string;
  at: string;
  code: number | null;
  name: string;
  /** "tipo_de_documento: Petição", in the court's words. */
  complements: string[];
  organ: string | null;
}

export interface MappedProcess {
  instances: CourtInstance[];
  subjects: string[];
  movements: ImportedMovement[];
}

const GRAU_LABELS: Record<string, string> = {
  G1: '1º grau',
  G2: '2º grau',
  JE: 'Juizado Especial',
  TR: 'Turma Recursal',
  SUP: 'Tribunal superior',
  TRU: 'Turma Regional de Uniformização',
  TNU: 'Turma Nacional de Uniformização',
};

export function grauLabel(grau: string): string {
  return GRAU_LABELS[grau] ?? grau;
}

/**
 * A DataJud date as an ISO instant: ISO 8601 (with or without zone, sometimes with microseconds) or the
 * compact `YYYYMMDDhhmmss` some courts send. A value without a zone is office (Brasília) time.
 */
export function parseDatajudDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})(\d{2})?(\d{2})?(\d{2})?$/.exec(v);
  if (compact) {
    const [, y, mo, d, h = '00', mi = '00'] = compact;
    const local = `${y}-${mo}-${d}T${h}:${mi}`;
    return validLocal(local) ? officeDateTimeToInstant(local) : null;
  }
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(v);
  if (!iso) return null;
  const [, date, time = '00:00', seconds = ':00', rawZone] = iso;
  // "-03" and "-0300" as Date reads them: "-03:00".
  const zone = rawZone && rawZone !== 'Z' ? `${rawZone.slice(0, 3)}:${rawZone.slice(3).replace(':', '') || '00'}` : rawZone;
  if (!validLocal(`${date}T${time}`)) return null;
  if (!zone) return officeDateTimeToInstant(`${date}T${time}`);
  // Microseconds exceed what Date reads everywhere: keep milliseconds.
  const secs = seconds.replace(/(\.\d{3})\d+$/, '$1');
  const parsed = Date.parse(`${date}T${time}${secs}${zone}`);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

function validLocal(local: string): boolean {
  const [date, time] = local.split('T');
  const parsed = new Date(`${date}T${time}:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${time}`);
}

function complementText(c: NonNullable<DatajudMovement['complementosTabelados']>[number]): string {
  const label = c.descricao?.replace(/_/g, ' ').trim();
  const value = c.nome?.trim() ?? (c.valor !== undefined ? String(c.valor) : '');
  return label ? `${label}: ${value}` : value;
}

function subjectNames(assuntos: DatajudSource['assuntos']): string[] {
  // Flat ([{…}]) or nested ([[{…}], …]): both shapes occur.
  const flat = (assuntos ?? []).flatMap((a) => (Array.isArray(a) ? a : [a]));
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- DataJud omits fields in old records
  return flat.map((s) => s?.nome?.trim()).filter((n): n is string => Boolean(n));
}

/**
 * The answer's documents (one per grau) as one lawsuit: instances, subjects without repeats, and movements in
 * time order. Exact duplicates in the court's data are kept apart by their occurrence index, so a re-import
 * produces the same keys and adds nothing, while two genuinely equal entries both survive.
 */
export function mapDatajudProcess(sources: readonly DatajudSource[]): MappedProcess {
  const instances: CourtInstance[] = sources.map((s) => ({
    grau: s.grau ?? '',
    className: s.classe?.nome?.trim() || null,
    system: s.sistema?.nome?.trim() || null,
    format: s.formato?.nome?.trim() || null,
    organ: s.orgaoJulgador?.nome?.trim() || null,
    filedAt: parseDatajudDate(s.dataAjuizamento),
    updatedAt: parseDatajudDate(s.dataHoraUltimaAtualizacao),
  }));
  const subjects = [...new Set(sources.flatMap((s) => subjectNames(s.assuntos)))];
  const seen = new Map<string, number>();
  const movements: ImportedMovement[] = [];
  for (const s of sources) {
    const grau = s.grau ?? '';
    for (const m of s.movimentos ?? []) {
      const at = parseDatajudDate(m.dataHora);
      if (!at) continue;
      const complements = (m.complementosTabelados ?? []).map(complementText).filter(Boolean);
      const base = [grau, at, m.codigo ?? '', m.nome ?? '', ...complements].join('|');
      const occurrence = seen.get(base) ?? 0;
      seen.set(base, occurrence + 1);
      movements.push({
        key: `${base}#${occurrence}`,
        grau,
        at,
        code: typeof m.codigo === 'number' ? m.codigo : null,
        name: m.nome?.trim() || 'Movimento sem nome',
        complements,
        organ: m.orgaoJulgador?.nome?.trim() || null,
      });
    }
  }
  movements.sort((a, b) => (a.at === b.at ? a.key.localeCompare(b.key) : a.at < b.at ? -1 : 1));
  return { instances, subjects, movements };
}

/** An imported andamento's text on the timeline: the movement's name and its complements. */
export function importedDescription(m: Pick<ImportedMovement, 'name' | 'complements'>): string {
  return m.complements.length ? `${m.name} (${m.complements.join('; ')})` : m.name;
}
