import { randomBytes } from 'node:crypto';
import { COLLECTIONS, type CalendarFeedInfo, type CalendarFeedRecord, type AuditAction } from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import type { StoredDoc } from '../../store/port';
import type { TypedWriteOp } from '../../store/typed';

/** A new secret for the feed's address: 32 random bytes (FEED_TOKEN_PATTERN). */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

export function toFeedInfo(doc: StoredDoc<CalendarFeedRecord>): CalendarFeedInfo {
  return { token: doc.data.token, minimal: doc.data.minimal, createdAt: doc.createdAt, updatedAt: doc.updatedAt, version: doc.version };
}

/** The audit entry of a change to one's own feed; it names the fields, never the secret itself. */
export function feedAuditOp(ctx: CallableContext, action: AuditAction, before: CalendarFeedRecord | null, after: CalendarFeedRecord | null): TypedWriteOp {
  return auditOp(ctx, { section: 'agenda', action, entity: COLLECTIONS.calendarFeeds, entityId: ctx.uid, changedFields: changedFields(before, after) });
}

/** The caller's feed as stored after a write. */
export async function storedFeed(ctx: CallableContext): Promise<CalendarFeedInfo> {
  const doc = await ctx.stores.documents.get(COLLECTIONS.calendarFeeds, ctx.uid);
  if (!doc) throw new Error('calendar feed missing right after its write');
  return toFeedInfo(doc);
}
