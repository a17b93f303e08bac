/**
 * The state behind the one fake of lib/callable (setup.ts): the file's handlers, this test's overrides and
 * every call made. It imports nothing of lib/callable, so the mock's factory can load it without a cycle.
 */
import type { CallableName, CallInput, CallOutput, CallParsed } from '@office/domain/contracts';

/** Answers one operation: from the input as its contract parses it (and as the SPA sent it), the output or a refusal. */
export type OperationHandler<N extends CallableName> = (input: CallParsed<N>, sent: CallInput<N>) => CallOutput<N> | Promise<CallOutput<N>>;

/** Handlers by operation name; each is typed by its contract. */
export type OperationHandlers = { [N in CallableName]?: OperationHandler<N> };

/** One call the SPA made: the operation and its input as sent. */
export interface RecordedCall<N extends CallableName = CallableName> {
  name: N;
  input: CallInput<N>;
}

export const registry = {
  handlers: {} as OperationHandlers,
  /** Set with `answer()` for the running test only. */
  overrides: {} as OperationHandlers,
  log: [] as RecordedCall[],
  /** Calls no handler answered: each fails the test that made it (setup.ts). */
  unhandled: [] as string[],
};

/** Forgets what one test did: its overrides, its calls, its unhandled calls. */
export function endTest(): string[] {
  const unhandled = registry.unhandled;
  registry.overrides = {};
  registry.log = [];
  registry.unhandled = [];
  return unhandled;
}

/** What the faked `call` does: record, check the input against the contract, answer with the handler. */
export async function answerCall<N extends CallableName>(name: N, sent: CallInput<N>): Promise<CallOutput<N>> {
  registry.log.push({ name, input: sent });
  const handler: OperationHandler<N> | undefined = registry.overrides[name] ?? registry.handlers[name];
  if (!handler) {
    const message = `No fake for the operation '${name}' (input ${JSON.stringify(sent)}): give it a handler in fakeOperations({ … }).`;
    registry.unhandled.push(message);
    throw new Error(message);
  }
  // The SPA must send what the server would accept: the same schema the callable validates with.
  // Loaded on the first call: the contracts hold every schema, and most test files never call.
  const { CALLABLES } = await import('@office/domain/contracts');
  const parsed = CALLABLES[name].input.safeParse(sent);
  if (!parsed.success) {
    const message = `The SPA sent '${name}' an input its contract refuses: ${parsed.error.message}`;
    registry.unhandled.push(message);
    throw new Error(message);
  }
  return handler(parsed.data as CallParsed<N>, sent);
}
