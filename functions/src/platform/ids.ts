import { randomBytes } from 'node:crypto';

/** New record ids: a readable prefix, the time (so ids sort by creation), and randomness. */
export function newId(prefix: string, now = Date.now()): string {
  return `${prefix}-${now.toString(36)}${randomBytes(4).toString('hex')}`;
}
