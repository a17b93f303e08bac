/**
 * Segredo de justiça on the server (domain/lawsuit-secrecy.ts): every callable that opens a lawsuit, lists
 * lawsuits or names one in another section's answer asks here, so a lawsuit under segredo reaches only its
 * responsible lawyers and the administrators.
 */
import { COLLECTIONS, HIDDEN_LAWSUIT_LABEL, lawsuitLabel, seesLawsuit, type LawsuitRecord, type Viewer } from '@office/domain';
import type { StoredDoc } from '../store/port';
import type { TypedReader } from '../store/typed';
import type { CallableContext } from './define-callable';
import { appError } from './errors';

/** The caller as segredo de justiça sees them. */
export function viewerOf(ctx: Pick<CallableContext, 'uid' | 'staff'>): Viewer {
  return { uid: ctx.uid, admin: ctx.staff?.data.admin === true };
}

/** Whether the caller may see the lawsuit (a missing one: no). */
export function callerSeesLawsuit(ctx: Pick<CallableContext, 'uid' | 'staff'>, lawsuit: LawsuitRecord | null | undefined): boolean {
  return !!lawsuit && seesLawsuit(viewerOf(ctx), lawsuit);
}

/**
 * The lawsuit, or not-found: one under segredo answers as if it did not exist, so its id tells nothing. Every
 * callable that reads or writes one lawsuit (or its andamentos, files, links, court data) goes through here.
 */
export function visibleLawsuit<D extends StoredDoc<LawsuitRecord>>(ctx: Pick<CallableContext, 'uid' | 'staff'>, doc: D | null): D {
  if (!doc || !callerSeesLawsuit(ctx, doc.data)) throw appError('not-found');
  return doc;
}

/** Reads a lawsuit the caller may see, or throws not-found. */
export async function readVisibleLawsuit(ctx: CallableContext, reader: TypedReader, id: string): Promise<StoredDoc<LawsuitRecord>> {
  return visibleLawsuit(ctx, await reader.get(COLLECTIONS.lawsuits, id));
}

/** A lawsuit's one-line label for `viewer`: the hidden label when it is under segredo and not theirs. */
export function labelFor(viewer: Viewer, lawsuit: LawsuitRecord): string {
  return seesLawsuit(viewer, lawsuit) ? lawsuitLabel(lawsuit) : HIDDEN_LAWSUIT_LABEL;
}
