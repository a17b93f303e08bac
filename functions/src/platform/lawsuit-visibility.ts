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
import { callerReads } from './link-access';

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

/**
 * Which of `ids` the caller may not see: under segredo and not theirs, or no longer stored (nothing tells what
 * it was). One read of them all; none for an administrator, who sees every lawsuit.
 */
export async function hiddenLawsuitIds(
  ctx: Pick<CallableContext, 'uid' | 'staff'>,
  reader: Pick<TypedReader, 'getMany'>,
  ids: readonly string[],
): Promise<Set<string>> {
  const wanted = viewerOf(ctx).admin ? [] : [...new Set(ids)];
  const lawsuits = await reader.getMany(COLLECTIONS.lawsuits, wanted);
  return new Set(wanted.filter((_, i) => !callerSeesLawsuit(ctx, lawsuits[i]?.data)));
}

/**
 * Records that link a lawsuit and its client (agenda entries, tasks) as the caller may read them: the client of a
 * lawsuit they may not see is not given (its id would say whose lawsuit it is, and Clientes would name it).
 */
export async function withoutHiddenClients<T extends { lawsuitId: string | null; clientId: string | null }>(
  ctx: Pick<CallableContext, 'uid' | 'staff'>,
  reader: Pick<TypedReader, 'getMany'>,
  items: readonly T[],
): Promise<T[]> {
  const hidden = await hiddenLawsuitIds(
    ctx,
    reader,
    items.flatMap((i) => (i.lawsuitId && i.clientId ? [i.lawsuitId] : [])),
  );
  return items.map((i) => (i.lawsuitId && hidden.has(i.lawsuitId) ? { ...i, clientId: null } : i));
}

/** One record as withoutHiddenClients gives it. */
export async function withoutHiddenClient<T extends { lawsuitId: string | null; clientId: string | null }>(
  ctx: Pick<CallableContext, 'uid' | 'staff'>,
  reader: Pick<TypedReader, 'getMany'>,
  item: T,
): Promise<T> {
  const [seen] = await withoutHiddenClients(ctx, reader, [item]);
  return seen ?? item;
}

/**
 * How the caller may read records that keep a copy of a lawsuit's label (lançamentos): the label of one they may
 * not see reads HIDDEN_LAWSUIT_LABEL (the id stays).
 */
export async function lawsuitLabelsAsSeen(
  ctx: Pick<CallableContext, 'uid' | 'staff'>,
  reader: Pick<TypedReader, 'getMany'>,
  items: readonly { lawsuitId: string | null }[],
): Promise<<T extends { lawsuitId: string | null; lawsuitLabel: string | null }>(t: T) => T> {
  const hidden = await hiddenLawsuitIds(
    ctx,
    reader,
    items.flatMap((t) => (t.lawsuitId ? [t.lawsuitId] : [])),
  );
  return (t) => (t.lawsuitId && hidden.has(t.lawsuitId) ? { ...t, lawsuitLabel: HIDDEN_LAWSUIT_LABEL } : t);
}

/** A lawsuit's one-line label for `viewer`: the hidden label when it is under segredo and not theirs. */
export function labelFor(viewer: Viewer, lawsuit: LawsuitRecord): string {
  return seesLawsuit(viewer, lawsuit) ? lawsuitLabel(lawsuit) : HIDDEN_LAWSUIT_LABEL;
}

/**
 * The lawsuits of a page of records (tasks, prazos) as the caller may name them, in one read: a label for who reads
 * Processos, and for the people on a record of that lawsuit (`onRecordsOf`: an intern must see the number of the case
 * they protocol or attend), "Processo em segredo de justiça" for one they may not see; and, for every caller, which
 * they may not see (the client of such a lawsuit stays unnamed too: it would say whose lawsuit it is).
 */
export async function lawsuitNamesFor(
  ctx: CallableContext,
  reader: Pick<TypedReader, 'getMany'>,
  ids: readonly (string | null)[],
  onRecordsOf: ReadonlySet<string> = new Set(),
): Promise<{ label: (id: string | null) => string | null; hidden: (id: string | null) => boolean }> {
  // Which are hidden is asked for every caller: someone without Processos may still read Clientes, and the client
  // of a lawsuit under segredo must stay unnamed to them too.
  const wanted = [...new Set(ids.flatMap((id) => id ?? []))];
  const lawsuits = await reader.getMany(COLLECTIONS.lawsuits, wanted);
  const viewer = viewerOf(ctx);
  const reads = callerReads(ctx, 'lawsuits');
  const labels = new Map(wanted.flatMap((id, i) => ((reads || onRecordsOf.has(id)) && lawsuits[i] ? [[id, labelFor(viewer, lawsuits[i].data)] as const] : [])));
  const hidden = new Set(wanted.filter((_, i) => lawsuits[i] && !callerSeesLawsuit(ctx, lawsuits[i].data)));
  return { label: (id) => (id && labels.get(id)) ?? null, hidden: (id) => id !== null && hidden.has(id) };
}
