import type { FunctionsError } from 'firebase/functions';
import { APP_ERRORS, isAppErrorId, type AppErrorId } from '@office/domain/errors';
// Types only: the contracts module holds every zod schema, which must stay out of the login bundle.
import type { CallableName, CallInput, CallOutput } from '@office/domain/contracts';
import { loadFunctions } from './firebase';
import { operationUrl } from './function-url';
import { takeHeadStart } from './head-start';
import { limitApiCall } from './local-limit';
import { sessionEvents } from './session-events';
import { isOffline } from './use-online';

/**
 * Access answers that mean the session's view of access is out of date: the session reloads on them. The second
 * factor's (a lapsed verification, a requirement turned on) then take the person to its screen.
 */
const ACCESS_CHANGED: ReadonlySet<AppErrorId> = new Set([
  'claims-stale',
  'missing-scope',
  'admin-only',
  'account-disabled',
  'no-staff-record',
  'second-factor-required',
  'second-factor-setup-required',
]);

/** A callable's failure, with the pt-BR message to show and the per-field messages for forms. */
export class CallError extends Error {
  constructor(
    message: string,
    readonly id: AppErrorId,
    readonly fields: Record<string, string>,
    readonly details: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'CallError';
  }
}

function toCallError(error: unknown): CallError {
  const details = ((error as FunctionsError | undefined)?.details ?? {}) as Record<string, unknown>;
  const code = (error as FunctionsError | undefined)?.code ?? '';
  const id: AppErrorId = isAppErrorId(details.id)
    ? details.id
    : code === 'functions/resource-exhausted'
      ? 'rate-limited'
      : code === 'functions/unavailable' || isOffline()
        ? 'offline'
        : 'internal';
  const fields = (details.fields as Record<string, string> | undefined) ?? {};
  // A refusal that names its reason ("Este processo tem 2 compromissos…") says it instead of the catalogue's words.
  const message = typeof details.reason === 'string' && details.reason ? details.reason : APP_ERRORS[id].message;
  return new CallError(message, id, fields, details);
}

/** How long a call waits for its answer unless it says otherwise. */
const CALL_TIMEOUT_MS = 70_000;

/**
 * Calls a callable by name; the name decides the input and the answer's types (domain/src/contracts.ts).
 * When the server says the token's claims are older than the staff record, the token is refreshed once
 * and the call retried. `timeoutMs` is for the few callables that run for minutes (an integration's sync).
 */
export async function call<N extends CallableName>(
  name: N,
  input: CallInput<N>,
  options: { timeoutMs?: number; /** False for a call nobody asked for yet (callEarly): its refusal changes nothing. */ reportAccess?: boolean } = {},
): Promise<CallOutput<N>> {
  const report = (failure: CallError) => {
    if (options.reportAccess !== false && ACCESS_CHANGED.has(failure.id))
      sessionEvents.dispatchEvent(new CustomEvent('access-changed', { detail: failure.id }));
  };
  // The Functions SDK is its own chunk: without a connection even that download fails.
  const { functions, sdk, auth } = await loadFunctions().catch((error: unknown) => {
    throw isOffline() ? new CallError(APP_ERRORS.offline.message, 'offline', {}, {}) : error;
  });
  // The head script may already have this answer on its way (head-start.ts).
  const head = takeHeadStart(name, input, auth.currentUser?.uid);
  const headAnswer = head ? await head : undefined;
  if (headAnswer !== undefined) return headAnswer as CallOutput<N>;
  const url = operationUrl(name);
  const callOptions = { timeout: options.timeoutMs ?? CALL_TIMEOUT_MS };
  const send = url
    ? sdk.httpsCallableFromURL<CallInput<N>, CallOutput<N>>(functions, url, callOptions)
    : sdk.httpsCallable<CallInput<N>, CallOutput<N>>(functions, name, callOptions);
  // The API function's calls queue locally (local-limit.ts); a long-running operation has a function of its own.
  const fn = url ? (data: CallInput<N>) => limitApiCall(() => send(data)) : send;
  try {
    return (await fn(input)).data;
  } catch (error) {
    const failure = toCallError(error);
    report(failure);
    if (failure.id !== 'claims-stale' || !auth.currentUser) throw failure;
    await auth.currentUser.getIdToken(true);
    try {
      return (await fn(input)).data;
    } catch (retryError) {
      const retryFailure = toCallError(retryError);
      report(retryFailure);
      throw retryFailure;
    }
  }
}

/** Calls started before the page that shows them asked, by name and input; each is taken once. */
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
/** An early answer older than this is not taken: the page asks again. */
const EARLY_KEPT_MS = 20_000;
const earlyKey = (name: CallableName, input: unknown) => `${name} ${JSON.stringify(input)}`;

/**
 * Starts a call the next page will make, before that page's code has loaded: the dashboard's data leaves
 * together with the session's, not after it. A refusal here reports nothing; the page's own call will.
 */
export function callEarly<N extends CallableName>(name: N, input: CallInput<N>): void {
  const key = earlyKey(name, input);
  if (early.has(key)) return;
  const answer = call(name, input, { reportAccess: false });
  answer.catch(() => undefined);
  early.set(key, { answer, at: Date.now() });
}

/** The call, taking the answer of a `callEarly` of the same name and input when one is under way or fresh. */
export function callOrTakeEarly<N extends CallableName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const key = earlyKey(name, input);
  const started = early.get(key);
  early.delete(key);
  if (!started || Date.now() - started.at > EARLY_KEPT_MS) return call(name, input);
  // An early refusal is not the page's answer: the page's own call decides (and reports access changes).
  return (started.answer as Promise<CallOutput<N>>).catch(() => call(name, input));
}
