/**
 * Linking a record of another section (a lançamento's client, a lawsuit's client, an agenda entry's lawsuit) is
 * a way to read it: the answer and the error texts name what the id points to. So a link to a record the caller
 * could not open is refused, in pt-BR, without saying whose it is — unless it is the link the record already
 * had, which an edit keeps whoever saves it.
 */
import { can, sectionById, type SectionId } from '@office/domain';
import type { CallableContext } from './define-callable';
import { appError } from './errors';

const WHAT: Partial<Record<SectionId, string>> = { clients: 'um cliente', lawsuits: 'um processo', agenda: 'um compromisso' };

/** Whether the caller reads the section (the staff record's scopes, as checked on this call). */
export function callerReads(ctx: CallableContext, section: SectionId): boolean {
  return can(ctx.staff?.data.scopes, section, 'read');
}

/** Refuses linking `id` unless the caller reads `section`, or `id` is the link the record already had. */
export function requireLinkable(ctx: CallableContext, section: SectionId, field: string, id: string | null, kept: string | null = null): void {
  if (!id || id === kept || callerReads(ctx, section)) return;
  throw appError('invalid-input', {
    fields: { [field]: `Você não tem acesso a ${sectionById(section).label} para vincular ${WHAT[section] ?? 'um registro'}.` },
  });
}
