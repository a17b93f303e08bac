/** What a caught failure says to the person: a CallError's pt-BR message, or the thrown value as text. */
export function errorMessage(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}
