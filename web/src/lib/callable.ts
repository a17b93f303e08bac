import type { FunctionsError } from 'firebase/functions';
import { APP_ERRORS, isAppErrorId, type AppErrorId } from '@office/domain/errors';
// Types only: the contracts module holds every zod schema, which must stay out of the login bundle.
import type { CallableName, CallInput, CallOutput } from '@office/domain/contracts';
import { loadFunctions } from './firebase';
import { sessionEvents } from './session-events';
import { isOffline } from './use-online';

/** Access answers that mean the session's view of access is out of date: the session reloads on them. */
const ACCESS_CHANGED: ReadonlySet<AppErrorId> = new Set(['claims-stale', 'missing-scope', 'admin-only', 'account-disabled', 'no-staff-record']);

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
export async function call<N extends CallableName>(name: N, input: CallInput<N>, options: { timeoutMs?: number } = {}): Promise<CallOutput<N>> {
  // The Functions SDK is its own chunk: without a connection even that download fails.
  const { functions, sdk, auth } = await loadFunctions().catch((error: unknown) => {
    throw isOffline() ? new CallError(APP_ERRORS.offline.message, 'offline', {}, {}) : error;
  });
  const fn = sdk.httpsCallable<CallInput<N>, CallOutput<N>>(functions, name, { timeout: options.timeoutMs ?? CALL_TIMEOUT_MS });
  try {
    return (await fn(input)).data;
  } catch (error) {
    const failure = toCallError(error);
    if (ACCESS_CHANGED.has(failure.id)) sessionEvents.dispatchEvent(new CustomEvent('access-changed', { detail: failure.id }));
    if (failure.id !== 'claims-stale' || !auth.currentUser) throw failure;
    await auth.currentUser.getIdToken(true);
    try {
      return (await fn(input)).data;
    } catch (retryError) {
      const retryFailure = toCallError(retryError);
      if (ACCESS_CHANGED.has(retryFailure.id)) sessionEvents.dispatchEvent(new CustomEvent('access-changed', { detail: retryFailure.id }));
      throw retryFailure;
    }
  }
}
