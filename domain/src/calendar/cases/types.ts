/**
 * A worked deadline, written down by hand from the acts it relies on and checked by the unit tests against
 * the calculator: the office can read why each date is what it is.
 */
import type { CalendarDate } from '../../dates';
import type { CountingRule, DeadlineTrigger, DoublingRule } from '../deadline';

export interface GoldenCase {
  /** What the case shows, in a line. */
  title: string;
  court: string;
  comarca?: string;
  trigger: DeadlineTrigger;
  triggerDate: CalendarDate;
  days: number;
  counting: CountingRule;
  doubling?: DoublingRule;
  juizado?: boolean;
  /** The expected last day (the vencimento). */
  lastDay: CalendarDate;
  /** The expected first counted day, when the case is about where counting starts. */
  firstCountedDay?: CalendarDate;
  /** The expected publication (or deemed intimação) day, for DJEN and electronic triggers. */
  publicationDay?: CalendarDate;
  /** Acts the result must cite: in its legal basis, the day-by-day explanation or a warning. */
  acts: readonly string[];
  /** Words a warning must contain (an unconfirmed calendar, the art. 220 reading, a municipal day unknown). */
  warns?: readonly string[];
}
