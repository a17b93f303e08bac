import { CallError } from './callable';

/**
 * What a caught failure says to the person, the one way the app reads it. For a refusal: the message of the
 * first of `fields` it names (a form without those fields beside its inputs), else its form-level `fields._`,
 * else the `reason` it gives (why a record cannot be deleted), else its pt-BR message. Any other Error: its
 * message; anything else, as text.
 */
export function messageOf(failure: unknown, ...fields: string[]): string {
  if (failure instanceof CallError) {
    for (const field of [...fields, '_']) {
      const message = failure.fields[field];
      if (message) return message;
    }
    const reason = failure.details.reason;
    return typeof reason === 'string' && reason ? reason : failure.message;
  }
  return failure instanceof Error ? failure.message : String(failure);
}

/** The old name of {@link messageOf} (the same function), kept until the last page importing it (FaqPage) moves to messageOf. */
export const errorMessage = messageOf;

/** The record changed since it was read (stale `expectedVersion`): the page offers to reload it. */
export function isConflict(failure: unknown): failure is CallError {
  return failure instanceof CallError && failure.id === 'conflict';
}

/** The record is not there (deleted, or never was): a page says so instead of offering to try again. */
export function isNotFound(failure: unknown): failure is CallError {
  return failure instanceof CallError && failure.id === 'not-found';
}
