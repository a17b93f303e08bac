/**
 * Typed fake operations for web tests: the server a component talks to through lib/callable, one handler per
 * operation, typed by its contract (domain/src/contracts.ts). setup.ts mocks lib/callable once for every test
 * file, so a test never writes `vi.mock('…/lib/callable')`: it declares what the server answers and reads what
 * the SPA asked.
 *
 *   const operations = fakeOperations({
 *     'clients-list': () => ({ items: [aClient()], nextCursor: null, total: 1 }),
 *     'clients-update': (input) => aClient({ ...input.client, id: input.id, version: input.expectedVersion + 1 }),
 *   });
 *   it('…', async () => {
 *     operations.answer('clients-update', () => refuse('conflict')); // this test only
 *     renderWithApp(<ClientPage />, { path: '/clients/:id', at: '/clients/c1' });
 *     …
 *     expect(operations.calls('clients-update')).toEqual([{ id: 'c1', … }]); // inputs as the SPA sent them
 *   });
 *
 * A handler gets the input as its contract parses it (defaults filled) and, second, as sent; it returns the
 * output (or a Promise of it) or throws, e.g. `refuse('not-found')`. A call with no handler, or with an input its
 * contract refuses, rejects and fails the test. Calls and `answer()` overrides are forgotten after each test.
 */
import { beforeAll } from 'vitest';
import { APP_ERRORS, type AppErrorId } from '@office/domain/errors';
import type { CallableName, CallInput } from '@office/domain/contracts';
import { CallError } from '../lib/callable';
import { registry, type OperationHandler, type OperationHandlers, type RecordedCall } from './operations-registry';

export type { OperationHandler, OperationHandlers, RecordedCall } from './operations-registry';

export interface FakeOperations {
  /** The inputs of every call of one operation, as the SPA sent them, oldest first. */
  calls<N extends CallableName>(name: N): CallInput<N>[];
  /** Every call of this test, in order. */
  readonly log: readonly RecordedCall[];
  /** Answers one operation differently for the running test only. */
  answer<N extends CallableName>(name: N, handler: OperationHandler<N>): void;
  /** Answers the next call of one operation differently; the calls after it are answered as before. */
  answerOnce<N extends CallableName>(name: N, handler: OperationHandler<N>): void;
}

/** Sets the file's fake server (call it once, at the top of the file); returns what the SPA asked of it. */
export function fakeOperations(handlers: OperationHandlers): FakeOperations {
  registry.handlers = handlers;
  // A call checks its input against the contracts, which take seconds to load: before the file's first test, not in its timeouts.
  beforeAll(async () => {
    await import('@office/domain/contracts');
  });
  return {
    calls: <N extends CallableName>(name: N) => registry.log.filter((c) => c.name === name).map((c) => c.input as CallInput<N>),
    get log() {
      return registry.log;
    },
    answer: (name, handler) => {
      registry.overrides = { ...registry.overrides, [name]: handler };
    },
    answerOnce: (name, handler) => {
      const before = registry.overrides[name];
      const once: typeof handler = (input, sent) => {
        registry.overrides = { ...registry.overrides, [name]: before };
        return handler(input, sent);
      };
      registry.overrides = { ...registry.overrides, [name]: once };
    },
  };
}

/** Throws the refusal the server would send: the catalogue's message unless `reason` says it, and per-field messages. */
export function refuse(id: AppErrorId, options: { fields?: Record<string, string>; reason?: string; details?: Record<string, unknown> } = {}): never {
  throw new CallError(options.reason ?? APP_ERRORS[id].message, id, options.fields ?? {}, options.details ?? {});
}

/** An answer that waits until `release()`: for what a page shows while a call is under way. */
export function held<T>(value: T): { answer: Promise<T>; release: () => void } {
  let release: () => void = () => undefined;
  const answer = new Promise<T>((resolve) => {
    release = () => resolve(value);
  });
  return { answer, release };
}
