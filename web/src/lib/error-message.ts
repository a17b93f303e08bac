import { CallError } from './callable';

/** What a caught failure says to the person: a CallError's pt-BR message, or the thrown value as text. */
export function errorMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

/** The specific pt-BR reason a refusal carries (e.g. why a record cannot be deleted), else its message. */
export function reasonOf(failure: unknown): string {
  if (failure instanceof CallError && typeof failure.details.reason === 'string') return failure.details.reason;
  return errorMessage(failure);
}

/** The record changed since it was read (stale `expectedVersion`): the page offers to reload it. */
export function isConflict(failure: unknown): failure is CallError {
  return failure instanceof CallError && failure.id === 'conflict';
}
