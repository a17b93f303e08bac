/**
 * Version claims: an upload of a file's new version claims its number in the document store before it writes
 * any bytes. Two uploads that both read version N race for N + 1 in a transaction; the second is refused, where
 * it would otherwise overwrite the first one's bytes with nobody the wiser (the file stores have no
 * compare-and-set of their own here).
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS, SIMULTANEOUS_VERSION_REASON, type FileVersionClaimRecord } from '@office/domain';
import type { StoredDoc } from '../store/port';
import type { TypedWriteOp } from '../store/typed';
import type { CallableContext } from './define-callable';
import { appError } from './errors';

/** A claim still unfinished after this long died with its request (an upload takes seconds): it is taken over. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** A path has slashes, and may be longer than a document id should be: its hash names its claim. */
export const claimIdOf = (path: string) => createHash('sha256').update(path).digest('hex');

type Claim = StoredDoc<FileVersionClaimRecord>;

/** Reads the file's claim and writes what `decide` makes of it, in one transaction (no op: nothing written). */
async function onClaim(ctx: CallableContext, path: string, decide: (claim: Claim | null, id: string) => TypedWriteOp | null): Promise<void> {
  const id = claimIdOf(path);
  await ctx.stores.documents.transact(async (tx) => {
    const op = decide(await tx.get(COLLECTIONS.fileVersions, id), id);
    return { ops: op ? [op] : [], result: undefined };
  });
}

/**
 * Claims `version` of the file at `path` for this upload (the file was read at `version - 1`). Refused with a
 * conflict when another upload holds that number or a later one, unless that claim is stale: its upload died,
 * since the file is still at the version before it.
 */
export function claimVersion(ctx: CallableContext, path: string, version: number, at: string): Promise<void> {
  const data = { path, version, uploadedBy: ctx.uid, at };
  return onClaim(ctx, path, (claim, id) => {
    if (!claim) return { kind: 'create', collection: COLLECTIONS.fileVersions, id, data };
    const died = claim.data.version === version && Date.parse(at) - Date.parse(claim.data.at) > STALE_CLAIM_MS;
    if (claim.data.version >= version && !died) throw appError('conflict', { reason: SIMULTANEOUS_VERSION_REASON });
    return { kind: 'update', collection: COLLECTIONS.fileVersions, id, expectedVersion: claim.version, patch: data };
  });
}

/** Gives the number back after the upload failed, if the claim is still this upload's (else it is left as is). */
export function releaseVersion(ctx: CallableContext, path: string, version: number, at: string): Promise<void> {
  return onClaim(ctx, path, (claim, id) => {
    const ours = claim?.data.version === version && claim.data.at === at && claim.data.uploadedBy === ctx.uid;
    return claim && ours ? { kind: 'update', collection: COLLECTIONS.fileVersions, id, expectedVersion: claim.version, patch: { version: version - 1 } } : null;
  });
}

/** A deleted file's claim goes with it (a missing claim is fine: files never had a new version). */
export function dropClaim(ctx: CallableContext, path: string): Promise<void> {
  return onClaim(ctx, path, (claim, id) => (claim ? { kind: 'delete', collection: COLLECTIONS.fileVersions, id, expectedVersion: claim.version } : null));
}
