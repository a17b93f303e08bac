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
import { sessionOperations } from './sections/session';
import { dashboardOperations } from './sections/dashboard';
import { profileOperations } from './sections/profile';
import { messagesOperations } from './sections/messages';
import { notificationsOperations } from './sections/notifications';
import { directoryOperations } from './sections/directory';
import { attachmentsOperations } from './sections/attachments';
import { aboutOperations } from './sections/about';
import { clientsOperations } from './sections/clients';
import { lawsuitsOperations } from './sections/lawsuits';
import { intimationsOperations } from './sections/intimations';
import { agendaOperations } from './sections/agenda';
import { courtCalendarOperations } from './sections/courtCalendar';
import { calendarFeedOperations } from './sections/calendarFeed';
import { articlesOperations } from './sections/articles';
import { faqOperations } from './sections/faq';
import { financeOperations } from './sections/finance';
import { integrationsOperations } from './sections/integrations';
import { settingsOperations } from './sections/settings';
import { staffOperations } from './sections/staff';
import { publicPagesOperations } from './sections/publicPages';
import { searchOperations } from './sections/search';
import { templatesOperations } from './sections/templates';
import { tasksOperations } from './sections/tasks';
import { workflowsOperations } from './sections/workflows';
import { secondFactorOperations } from './sections/secondFactor';

export type { Contract } from './sections/define';
export type { DirectoryEntry } from './sections/directory';
export type { SearchHit, SearchResults, SearchSection } from './sections/search';
export { SEARCH_HITS_PER_SECTION, SEARCH_SECTIONS } from './sections/search';
export type { AboutResult, TeamState } from './sections/about';
export type { CategoryPlanState } from './sections/finance';
export { REMOVAL_STATUSES, removalListInput } from './sections/settings';

export const CALLABLES = {
  ...sessionOperations,
  ...dashboardOperations,
  ...profileOperations,
  ...messagesOperations,
  ...notificationsOperations,
  ...directoryOperations,
  ...searchOperations,
  ...attachmentsOperations,
  ...aboutOperations,
  ...clientsOperations,
  ...lawsuitsOperations,
  ...intimationsOperations,
  ...agendaOperations,
  ...tasksOperations,
  ...workflowsOperations,
  ...courtCalendarOperations,
  ...calendarFeedOperations,
  ...articlesOperations,
  ...faqOperations,
  ...financeOperations,
  ...integrationsOperations,
  ...settingsOperations,
  ...staffOperations,
  ...publicPagesOperations,
  ...templatesOperations,
  ...secondFactorOperations,
} as const;

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
