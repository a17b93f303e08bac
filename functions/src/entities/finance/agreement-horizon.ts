/**
 * The monthly fees' horizon, moved every day without anyone pressing "Gerar lançamentos": each vigente agreement
 * whose lançamentos stop before twelve months from today is reconciled as "Gerar" would (generationOps), in a
 * transaction of its own, audited as the scheduler. An agreement whose adjustment needs index months the table
 * lacks is left as it is, the reason recorded on it (`horizonCheck`), and, when the fee it stops is this month's or
 * an earlier one, Financeiro's writers are told once (a notification keyed by the agreement and the anniversary).
 * Production runs it daily (triggers/agreement-horizon.ts); the emulators in the periodic pass, on its clock.
 */
import {
  type AUDIT_PSEUDO_ACTORS,
  COLLECTIONS,
  notificationId,
  officeDate,
  sectionById,
  type AuditAction,
  type FeeAgreementRecord,
  type HorizonCheck,
  type IndexGapFacts,
  type LawsuitRecord,
} from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';
import { auditOp } from '../../platform/audit';
import type { TypedDocumentStore, TypedTransactionReader, TypedWriteOp } from '../../store/typed';
import type { ListPage, StoredDoc } from '../../store/port';
import { notificationOps, type NotificationDraft } from '../notifications/produce';
import { generationHorizon, generationOps, missingIndexWords, planFor } from './agreement-generation';

/** Who the audit log names for these writes (a pseudo-actor, AUDIT_PSEUDO_ACTORS), as the daily court runs do. */
export const SCHEDULER = 'agendador' satisfies keyof typeof AUDIT_PSEUDO_ACTORS;
const ACTION: AuditAction = 'feeAgreements.generate';
/** Agreements read per page; the pass pages through all that are behind. */
const PAGE = 100;
/** More than any office's staff: everyone holding Financeiro's write label is read in one page. */
const STAFF_PAGE = 500;

export interface HorizonPass {
  /** Agreements behind the horizon that the pass looked at. */
  checked: number;
  /** Those whose lançamentos now reach it. */
  extended: number;
  /** Those stopped by missing index months (tried again the next day). */
  blocked: number;
}

type Outcome = 'extended' | 'blocked' | 'skipped';

/**
 * Financeiro's writers, told of a monthly fee the index table stops (notificationOps checks each one again). The
 * agreement of a lawsuit under segredo names its client and title only to who may see that lawsuit.
 */
async function indexGapNoticeOps(
  tx: TypedTransactionReader,
  gap: IndexGapFacts,
  at: string,
  lawsuit: Pick<LawsuitRecord, 'confidential' | 'responsibleLawyerIds'> | null,
): Promise<TypedWriteOp[]> {
  const page = await tx.list(COLLECTIONS.staff, {
    where: [{ field: 'scopes.write', op: 'array-contains', value: sectionById('finance').label }],
    limit: STAFF_PAGE,
  });
  const key = `reajuste-${gap.agreementId}-${gap.anniversary}`;
  const people = page.docs.filter((d) => !d.data.disabled).map((d) => d.id);
  // Told once: whoever already has this notice (an earlier day's try) is not told again.
  const told = await tx.getMany(
    COLLECTIONS.notifications,
    people.map((uid) => notificationId(uid, key)),
  );
  const drafts: NotificationDraft[] = people
    .filter((_, i) => !told[i])
    .map((recipientId) => ({ recipientId, key, at, facts: { kind: 'reajuste-sem-indice', gap }, ...(lawsuit ? { secret: { lawsuit, facts: null } } : {}) }));
  return (await notificationOps(tx, drafts, at)).flat();
}

/** One agreement, in its own transaction: extended to `through`, or its block recorded (and told once). */
async function extendOne(store: TypedDocumentStore, id: string, now: string, today: string, through: string): Promise<Outcome> {
  // The owners take only the actor's uid from the context; nothing here reads files.
  const ctx = { uid: SCHEDULER, ip: '', staff: null, stores: { documents: store } } as unknown as CallableContext;
  return store.transact(async (tx) => {
    const doc = await tx.get(COLLECTIONS.feeAgreements, id);
    const a = doc?.data;
    if (!doc || !a || a.status !== 'vigente' || (a.generatedThrough ?? '') >= through) return { ops: [], result: 'skipped' as const };
    // Blocked today already: the table is looked at again tomorrow (or when someone presses "Gerar").
    if (a.horizonCheck?.on === today && a.horizonCheck.through === through) return { ops: [], result: 'skipped' as const };
    const { answer } = await planFor(tx, a, today);
    const [stop] = answer.blockedIndex;
    if (answer.missingIndexMonths.length > 0 && stop) {
      const check: HorizonCheck = { on: today, through, anniversary: stop.anniversary, reason: missingIndexWords(answer) };
      const ops: TypedWriteOp[] = [write(doc, { ...a, horizonCheck: check }), audit(ctx, id, ['horizonCheck'])];
      // A fee already due (this month's or earlier) not generated is news for Financeiro; a later one waits for the table.
      if (stop.anniversary <= today.slice(0, 7)) {
        const gap: IndexGapFacts = { agreementId: id, title: a.title, clientName: a.clientName, anniversary: stop.anniversary, missing: check.reason };
        const lawsuit = a.lawsuitId ? ((await tx.get(COLLECTIONS.lawsuits, a.lawsuitId))?.data ?? null) : null;
        ops.push(...(await indexGapNoticeOps(tx, gap, now, lawsuit)));
      }
      return { ops, result: 'blocked' as const };
    }
    const after: FeeAgreementRecord = { ...a, updatedBy: SCHEDULER };
    const generated = await generationOps(tx, ctx, ACTION, id, after, today);
    const record: FeeAgreementRecord = { ...after, generatedThrough: generated.through, horizonCheck: null };
    return { ops: [write(doc, record), audit(ctx, id, ['generatedThrough']), ...generated.ops], result: 'extended' as const };
  });
}

function write(doc: StoredDoc<FeeAgreementRecord>, record: FeeAgreementRecord): TypedWriteOp {
  return { kind: 'update', collection: COLLECTIONS.feeAgreements, id: doc.id, expectedVersion: doc.version, patch: record };
}

function audit(ctx: CallableContext, id: string, changedFields: string[]): TypedWriteOp {
  return auditOp(ctx, { section: 'finance', action: ACTION, entity: COLLECTIONS.feeAgreements, entityId: id, changedFields });
}

/** Every vigente agreement behind today's horizon, brought up to it (idempotent: a second pass finds none behind). */
export async function extendAgreementHorizons(store: TypedDocumentStore, now = new Date().toISOString()): Promise<HorizonPass> {
  const today = officeDate(new Date(now));
  const through = generationHorizon(today);
  const pass: HorizonPass = { checked: 0, extended: 0, blocked: 0 };
  let after: string | null = null;
  do {
    const page: ListPage<FeeAgreementRecord> = await store.list(COLLECTIONS.feeAgreements, {
      where: [
        { field: 'status', op: '==', value: 'vigente' },
        { field: 'generatedThrough', op: '<', value: through },
      ],
      orderBy: [{ field: 'generatedThrough' }],
      limit: PAGE,
      after,
    });
    for (const doc of page.docs) {
      const outcome = await extendOne(store, doc.id, now, today, through);
      if (outcome === 'skipped') continue;
      pass.checked += 1;
      pass[outcome] += 1;
    }
    after = page.nextCursor;
  } while (after);
  return pass;
}
