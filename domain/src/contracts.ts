/**
 * One typed contract per callable: its name (`group-action`, as deployed), who may call it, the
 * schema its input must pass, the type of its answer and, for a write, the log's words for it. Each
 * group's contracts live in its slice, `sections/<group>.ts`; this is their union. The functions implement
 * exactly these (`implement(name, handler)` in functions/src/platform), the SPA's `call(name, input)` infers
 * both types from the name, the audit log takes its words from them (audit-labels.ts), and the
 * authorization matrix enumerates them.
 *
 * A callable `group-action` lives in `functions/src/callables/<group>/<action in kebab-case>.ts`.
 */
import type { ZodType } from 'zod';
import type { z } from './schema';
import type { Contract } from './sections/define';
import { sessionSlice } from './sections/session';
import { dashboardSlice } from './sections/dashboard';
import { profileSlice } from './sections/profile';
import { messagesSlice } from './sections/messages';
import { notificationsSlice } from './sections/notifications';
import { directorySlice } from './sections/directory';
import { attachmentsSlice } from './sections/attachments';
import { aboutSlice } from './sections/about';
import { clientsSlice } from './sections/clients';
import { lawsuitsSlice } from './sections/lawsuits';
import { intimationsSlice } from './sections/intimations';
import { agendaSlice } from './sections/agenda';
import { courtCalendarSlice } from './sections/courtCalendar';
import { calendarFeedSlice } from './sections/calendarFeed';
import { articlesSlice } from './sections/articles';
import { faqSlice } from './sections/faq';
import { financeSlice } from './sections/finance';
import { feeAgreementsSlice } from './sections/feeAgreements';
import { chargesSlice } from './sections/charges';
import { integrationsSlice } from './sections/integrations';
import { settingsSlice } from './sections/settings';
import { staffSlice } from './sections/staff';
import { publicPagesSlice } from './sections/publicPages';
import { searchSlice } from './sections/search';
import { templatesSlice } from './sections/templates';
import { tasksSlice } from './sections/tasks';
import { timesheetFinanceSlice, timesheetSlice } from './sections/timesheet';
import { workflowsSlice } from './sections/workflows';
import { secondFactorSlice } from './sections/secondFactor';
import { importsSlice } from './sections/imports';
import { agendaImportsSlice } from './sections/agendaImports';
import { financeImportsSlice } from './sections/financeImports';
import { exportsSlice } from './sections/exports';
import { fileImportsSlice } from './sections/fileImports';
import { portalSlice } from './sections/portal';
import { portalMessagesSlice } from './sections/portalMessages';
import { portalDocsSlice } from './sections/portalDocs';
import { portalCorrectionsSlice } from './sections/portalCorrections';
import { portalCasesSlice } from './sections/portalCases';

export type { Contract } from './sections/define';
export type { DirectoryEntry } from './sections/directory';
export type { SearchHit, SearchResults, SearchSection } from './sections/search';
export { SEARCH_HITS_PER_SECTION, SEARCH_SECTIONS } from './sections/search';
export type { AboutResult, TeamState } from './sections/about';
export type { CategoryPlanState } from './sections/finance';
export { REMOVAL_STATUSES, removalListInput } from './sections/settings';

/**
 * Every slice, one line each: a new group of operations is one more line here. Order matters only for the audit
 * log's field words, merged per section in this order (a later slice's word for a shared field wins).
 */
export const SLICES = [
  sessionSlice,
  dashboardSlice,
  profileSlice,
  messagesSlice,
  notificationsSlice,
  directorySlice,
  searchSlice,
  attachmentsSlice,
  aboutSlice,
  clientsSlice,
  lawsuitsSlice,
  intimationsSlice,
  agendaSlice,
  tasksSlice,
  timesheetSlice,
  courtCalendarSlice,
  templatesSlice,
  workflowsSlice,
  calendarFeedSlice,
  articlesSlice,
  faqSlice,
  financeSlice,
  feeAgreementsSlice,
  chargesSlice,
  timesheetFinanceSlice,
  integrationsSlice,
  settingsSlice,
  staffSlice,
  publicPagesSlice,
  secondFactorSlice,
  importsSlice,
  agendaImportsSlice,
  financeImportsSlice,
  exportsSlice,
  fileImportsSlice,
  portalSlice,
  portalMessagesSlice,
  portalDocsSlice,
  portalCorrectionsSlice,
  portalCasesSlice,
] as const;

type SliceOperations = (typeof SLICES)[number]['operations'];
// The union of the slices' operation maps, as one object type.
type Merged<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

export const CALLABLES = Object.assign({}, ...SLICES.map((s) => s.operations)) as Merged<SliceOperations>;

export type CallableName = keyof typeof CALLABLES;
export type CallableContract<N extends CallableName> = (typeof CALLABLES)[N];
/** What a caller sends (before defaults and transforms). */
export type CallInput<N extends CallableName> = z.input<CallableContract<N>['input']>;
/** What the handler receives (after the schema's defaults and transforms). */
export type CallParsed<N extends CallableName> = z.output<CallableContract<N>['input']>;
export type CallOutput<N extends CallableName> = CallableContract<N> extends Contract<ZodType, infer O> ? O : never;

/** Whether a callable changes stored data (see `Contract.writes`). */
export function isWriteCallable(name: CallableName): boolean {
  const contract: Contract = CALLABLES[name];
  return contract.writes === true;
}

export const CALLABLE_NAMES = Object.keys(CALLABLES).sort() as CallableName[];

/** `clients-exportCsv` → `clients/export-csv`: where the callable's implementation lives under functions/src/callables. */
export function callableModulePath(name: CallableName): string {
  const [group = '', action = ''] = name.split('-');
  return `${group}/${action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
