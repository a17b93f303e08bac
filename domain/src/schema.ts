import { z } from 'zod';
import { ptBrMessage } from './schema-messages';

// One place sets the pt-BR messages, so a form and its callable report the same words.
z.config({ localeError: ptBrMessage });

export { z };

/** Turns validation issues into `{ "field.path": "mensagem" }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
