/**
 * The proposal corpus: intimação and despacho texts written for this project (names, numbers and links are
 * invented; CNJ numbers carry valid check digits), each with the actions a lawyer would launch from it.
 */
import type { CountingRule } from '../../calendar/deadline';
import type { CalendarDate } from '../../dates';
import type { ProposalKind } from '../types';

export interface ExpectedAction {
  kind: ProposalKind;
  /** The act as the engine names it (compared by actKey); for sem-providencia only the kind is scored. */
  act: string;
  days?: number | null;
  counting?: CountingRule | null;
  doubled?: boolean;
  hearingDate?: CalendarDate | null;
  hearingTime?: string | null;
  /** Where the expected prazo comes from: the text's own words or the law's article. */
  source?: string;
  /** Prazo: the fatal date the expected reading gives (calculator, DJEN availability, the case's court and comarca). */
  due?: CalendarDate | null;
}

export interface CorpusCase {
  id: string;
  branch: 'estadual' | 'federal' | 'trabalho' | 'juizado' | 'criminal';
  court: string;
  comarca: string | null;
  availableOn: CalendarDate;
  clientName: string | null;
  clientSide: string | null;
  text: string;
  expected: ExpectedAction[];
}
