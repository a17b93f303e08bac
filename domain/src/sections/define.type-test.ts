/**
 * Compiled with the domain (typecheck), never run: each `@ts-expect-error` is a rule of the slices, and the
 * build fails if a rule stops holding (the directive then has no error to expect).
 */
import type { AuditAction } from '../audit-labels';
import { command, none, query, write } from './define';

// @ts-expect-error an operation under a section's write label is a command
export const readUnderWriteLabel = query<number>()(write('clients'), none);
// @ts-expect-error a write carries the log's words for a refused attempt
export const writeWithoutWords = command<number>()(write('clients'), none);
export const namedActions: AuditAction[] = ['clients.create', 'files.upload', 'denied.missing-scope', 'denied.capped'];
// @ts-expect-error an audit entry names only an action some slice has words for
export const unnamedAction: AuditAction = 'clients.nonsense';
