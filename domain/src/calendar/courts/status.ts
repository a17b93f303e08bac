/**
 * What the data knows of each court, for the closing note of a calendar review and for the calendar's own notes:
 * the laws of its segment, its recurring rules with their sources (or why it has none), its states' law days, and
 * whether each year is confirmed by the court's act or only `previsto`. Built from the court definitions alone.
 */
import { segmentLaws } from '../national';
import { STATES } from '../places';
import type { CourtDef } from './build';

export interface YearStatus {
  year: number;
  /** The act that confirms the year, when its whole calendar was read. */
  confirmed: { act: string; source?: string } | null;
  /** Closures (days or periods) of that year read from the court's acts without the whole act, when not confirmed. */
  daysRead: number;
}

export interface CourtStatus {
  id: string;
  segment: CourtDef['segment'];
  /** CPC art. 220 for all; Lei 5.010/1966 art. 62 for the federal, labour and superior courts. */
  segmentLaws: readonly { act: string; source: string }[];
  /** The court's own recurring rules, one per act and source. */
  ownRules: readonly { act: string; source: string }[];
  /** Why it has none, when it has none. */
  ownRulesAbsent: string | null;
  /** Its states' days by state law: how many, and how many were read (the rest are `previsto`). */
  stateDays: { states: readonly string[]; total: number; confirmed: number };
  years: readonly YearStatus[];
}

export function courtStatus(court: CourtDef, years: readonly number[]): CourtStatus {
  const own = new Map<string, { act: string; source: string }>();
  for (const r of court.recurring ?? []) own.set(`${r.act}|${r.source}`, { act: r.act, source: r.source });
  const holidays = court.states.flatMap((uf) => STATES[uf].holidays);
  return {
    id: court.id,
    segment: court.segment,
    segmentLaws: segmentLaws(court.segment),
    ownRules: [...own.values()],
    ownRulesAbsent: own.size ? null : (court.recurringAbsent ?? null),
    stateDays: { states: court.states, total: holidays.length, confirmed: holidays.filter((h) => h.verified).length },
    years: years.map((year) => {
      const confirmed = court.confirmedYears[year] ?? null;
      const daysRead = confirmed ? 0 : court.entries.filter((e) => e.status === 'confirmado' && e.from.startsWith(`${year}-`)).length;
      return { year, confirmed, daysRead };
    }),
  };
}

const PREFIX = 'Regras próprias não localizadas: ';
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Rules read on one page, their acts' common part once: "Lei 11.697/2008, art. 60 (caput; § 3º, I)". */
function rulesCell(rules: readonly { act: string; source: string }[]): string {
  const bySource = new Map<string, string[]>();
  for (const r of rules) bySource.set(r.source, [...(bySource.get(r.source) ?? []), r.act]);
  return [...bySource]
    .map(([source, acts]) => {
      let common = acts[0] ?? '';
      for (const act of acts) while (!act.startsWith(common)) common = common.slice(0, -1);
      const cut = acts.length > 1 ? common.lastIndexOf(', ') : -1;
      const text = cut > 0 ? `${common.slice(0, cut)} (${acts.map((a) => a.slice(cut + 2)).join('; ')})` : acts.join('; ');
      return `[${text}](${source})`;
    })
    .join('; ');
}
const SUFFIX = '; dias habituais previstos.';
const cell = (text: string) => text.replaceAll('|', '\\|');

/**
 * The status of every court as a markdown table, one row per court; the reasons shared by several courts are
 * notes under it. `cases` (the golden suite's, by court) adds a column of their counts.
 */
export function courtStatusTable(courts: readonly CourtDef[], years: readonly number[], cases?: (id: string) => string): string {
  const notes: string[] = [];
  const shared = new Map<string, number>();
  for (const c of courts) if (c.recurringAbsent) shared.set(c.recurringAbsent, (shared.get(c.recurringAbsent) ?? 0) + 1);
  const noteOf = (reason: string) => {
    let i = notes.indexOf(reason);
    if (i < 0) i = notes.push(reason) - 1;
    return String.fromCharCode(65 + i);
  };
  const head = ['Tribunal', 'Leis do segmento', 'Regras próprias (fonte)', 'Dias do estado por lei', ...years.map(String), ...(cases ? ['Casos golden'] : [])];
  const rows = courts.map((court) => {
    const s = courtStatus(court, years);
    const laws = s.segmentLaws.map((l) => (l.act.startsWith('CPC') ? 'CPC art. 220' : l.act)).join('; ');
    let own: string;
    if (s.ownRules.length) own = rulesCell(s.ownRules);
    else if (!s.ownRulesAbsent) own = '**sem regras nem razão declarada**';
    else if ((shared.get(s.ownRulesAbsent) ?? 0) > 1) own = `não localizadas (nota ${noteOf(s.ownRulesAbsent)})`;
    else own = `não localizadas: ${s.ownRulesAbsent.replace(PREFIX, '').replace(SUFFIX, '')}`;
    const state = s.stateDays.states.length
      ? `${s.stateDays.states.length > 3 ? `${s.stateDays.states.length} UFs` : s.stateDays.states.join(', ')}: ${s.stateDays.total} (${count(s.stateDays.confirmed, 'confirmado', 'confirmados')})`
      : '—';
    const yearCells = s.years.map((y) =>
      y.confirmed ? `confirmado: ${y.confirmed.act}` : `previsto${y.daysRead ? ` (${count(y.daysRead, 'fechamento', 'fechamentos')} de atos lidos)` : ''}`,
    );
    return [court.id, laws, own, state, ...yearCells, ...(cases ? [cases(court.id)] : [])].map(cell);
  });
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
    ...(notes.length ? ['', ...notes.map((n, i) => `${String.fromCharCode(65 + i)}. ${n}`)] : []),
  ].join('\n');
}
