/**
 * The audit log's words for what people did and tried, taken from the operations' own entries in their
 * section slices (`sections/<group>.ts`): a write without its words does not compile.
 */
import { DENIALS_CAPPED_ACTION, type DenialReason } from './audit';
import { CALLABLES, type CallableName, type Contract } from './contracts';
import { fileUpload } from './sections/attachments';

type Operations = typeof CALLABLES;
type ActionsOf<C> = C extends { actions: infer A } ? keyof A & string : never;

/** Every action an audit entry may name: what an operation (or the files function) did, or a refusal. */
export type AuditAction =
  { [N in CallableName]: ActionsOf<Operations[N]> }[CallableName] | keyof typeof fileUpload.actions | `denied.${DenialReason}` | typeof DENIALS_CAPPED_ACTION;

const entries: [string, Contract][] = Object.entries(CALLABLES);

/** What a refused call would have done, in the log's words ("cadastrar cliente"), for every write. */
export const AUDIT_ATTEMPT_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...entries.flatMap(([name, c]) => (c.attempt ? [[name, c.attempt] as const] : [])),
  [fileUpload.target, fileUpload.attempt],
]);

/** What each stored action means, in the words of the log ("Editou cliente"). */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries([
  ...entries.flatMap(([, c]) => Object.entries(c.actions ?? {})),
  ...Object.entries(fileUpload.actions),
]);

export function auditAttemptLabel(target: string): string {
  return AUDIT_ATTEMPT_LABELS[target] ?? target;
}

export function auditActionLabel(action: string): string {
  if (action === DENIALS_CAPPED_ACTION) return 'Limite de registros de tentativas atingido nesta hora';
  if (action.startsWith('denied.')) return 'Tentativa recusada';
  return AUDIT_ACTION_LABELS[action] ?? action;
}
