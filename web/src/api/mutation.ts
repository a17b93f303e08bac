import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallableName, CallInput, CallOutput } from '@office/domain/contracts';
import { call } from '../lib/callable';
import { isConflict } from '../lib/error-message';
import { invalidate } from './invalidate';

/** What a write changes in the cache: the usual shapes of "refresh what shows the record". */
export interface WriteEffects<A, I> {
  /** The answer is the record as stored: kept under this key, so its page shows it at once. */
  storeAt?: (answer: A) => QueryKey;
  /** A deleted record's queries, dropped (its page is left; nothing reads it again). */
  drop?: (input: I) => readonly QueryKey[];
  /** Prefixes of what shows the record, read again after the write; the mutation resolves once those on screen are back. */
  refresh?: readonly QueryKey[] | ((answer: A, input: I) => readonly QueryKey[]);
  /** Prefixes read again when the write is refused as stale (someone else changed the record meanwhile). */
  onConflict?: readonly QueryKey[];
}

/**
 * A write as a mutation hook: `write(input)`, then the cache effects in order (store the answer, drop a deleted
 * record, refresh what shows it); a conflict refreshes `onConflict`. Writes with other effects (optimistic
 * updates, a session reload) keep their own `useMutation`.
 */
export function useWrite<I, A>(write: (input: I) => Promise<A>, effects: WriteEffects<A, I> = {}) {
  const client = useQueryClient();
  const { storeAt, drop, refresh = [], onConflict } = effects;
  return useMutation({
    mutationFn: write,
    onSuccess: (answer, input) => {
      if (storeAt) client.setQueryData(storeAt(answer), answer);
      for (const queryKey of drop?.(input) ?? []) client.removeQueries({ queryKey });
      return invalidate(client, ...(typeof refresh === 'function' ? refresh(answer, input) : refresh));
    },
    onError: (failure) => {
      if (onConflict && isConflict(failure)) void invalidate(client, ...onConflict);
    },
  });
}

/** A callable as a mutation hook: `call(name, input)` with the write's cache effects. */
export const useCallMutation = <N extends CallableName>(name: N, effects?: WriteEffects<CallOutput<N>, CallInput<N>>) =>
  useWrite((input: CallInput<N>) => call(name, input), effects);
