import type { CalendarDate } from '../dates';
import type { Uf } from './places/types';

/** The branches of the judiciary whose calendars differ (CF art. 92). */
export type CourtSegment = 'estadual' | 'federal' | 'trabalho' | 'superior';

/**
 * What a day without normal business means for a deadline:
 * - `feriado`: a holiday declared in law (CPC art. 216);
 * - `sem-expediente`: the court does not open (its own act; also CPC art. 216);
 * - `suspensao`: the court may open but prazos do not run (CPC art. 220; CLT art. 775-A; CPP art. 798-A);
 * - `expediente-parcial`: opens late or closes early; counted, but a first or last day moves on (CPC art. 224 § 1º);
 * - `indisponibilidade`: the electronic system was down; like a partial day (CPC art. 224 § 1º; Lei 11.419/2006 art. 10 § 2º).
 */
export type ClosureKind = 'feriado' | 'sem-expediente' | 'suspensao' | 'expediente-parcial' | 'indisponibilidade';
export const CLOSURE_KINDS = ['feriado', 'sem-expediente', 'suspensao', 'expediente-parcial', 'indisponibilidade'] as const satisfies readonly ClosureKind[];

/** Where an entry applies, from the whole country down to one comarca (or seção judiciária) or municipality. */
export type CalendarScope =
  | { level: 'nacional' }
  | { level: 'segmento'; segments: readonly CourtSegment[] }
  | { level: 'tribunal'; tribunal: string }
  | { level: 'comarca'; tribunal: string; comarca: string }
  /** A state's own holidays, at every court sitting in that state. */
  | { level: 'estado'; uf: Uf }
  /** A municipality's holidays, at every court's unit there. */
  | { level: 'municipio'; uf: Uf; municipio: string };

/**
 * One day or period without normal business, with the act that says so. `previsto`: the usual closure of a
 * court whose calendar for that year has not been confirmed; the calculator does not rely on it (counting it
 * as a business day gives the earlier, safe date) and warns instead.
 */
export interface CalendarEntry {
  /** First and last day, inclusive. */
  from: CalendarDate;
  to: CalendarDate;
  kind: ClosureKind;
  name: string;
  /** The act or law: "Lei 14.759/2023", "Provimento CSM nº 2.813/2025". */
  act: string;
  /** Where the act can be read. */
  source?: string;
  scope: CalendarScope;
  status: 'confirmado' | 'previsto';
  /** Closures added by the office in Configurações carry their record id. */
  officeClosureId?: string;
}
