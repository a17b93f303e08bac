/**
 * New intimações as one message per capture run and person: the DJEN runs that finished and were not announced
 * yet, each with the intimações it stored first (`capturedInRun`), become for each person whose they are one
 * notification keyed by the run (`intimacoes-<runId>`), so overlapping or repeated passes store it once. A run
 * still going is left for a later pass: a run spanning two passes still gives one message.
 */
import {
  CAPTURE_RUN_ITEMS_MAX,
  COLLECTIONS,
  RUN_LEASE_MS,
  seesLawsuit,
  type CaptureRunFacts,
  type IntegrationRunRecord,
  type IntimationRecord,
  type LawsuitRecord,
  type NotificationFacts,
  type RunIntimationFacts,
  type Viewer,
} from '@office/domain';
import { asSeen } from '../integrations/runs';
import { forEachPage } from '../platform/pages';
import type { StoredDoc } from '../store/port';
import type { TypedDocumentStore } from '../store/typed';
import type { NotificationDraft } from '../entities/notifications/produce';
import { legacyIntimationOwners } from './sources';

type Store = TypedDocumentStore;

/** The newest DJEN runs a pass looks at: runs are daily or on request, so a finished one is announced within a pass or two. */
const RECENT_RUNS = 20;

export interface RunNotices {
  drafts: NotificationDraft[];
  /** The finished runs these drafts announce (all of them, those with nothing new included). */
  runs: string[];
}

/**
 * The finished runs among the newest that `announced` does not name. A run is finished once its record says so,
 * or once its lease lapsed on the real clock (asSeen: it crashed; what it stored is announced all the same).
 */
export async function captureRunNotices(store: Store, announced: readonly string[]): Promise<RunNotices> {
  const recent = await store.list(COLLECTIONS.integrationRuns, {
    where: [{ field: 'integration', op: '==', value: 'djen' }],
    orderBy: [{ field: 'startedAt', direction: 'desc' }],
    limit: RECENT_RUNS,
  });
  const done = new Set(announced);
  const due = recent.docs.filter((r) => !done.has(r.id) && asSeen(r.data).status !== 'em-andamento');
  const drafts = (await Promise.all(due.map((run) => runDrafts(store, run)))).flat();
  return { drafts, runs: due.map((r) => r.id) };
}

/** One run's drafts: for each person, the intimações it stored that are theirs. */
async function runDrafts(store: Store, run: StoredDoc<IntegrationRunRecord>): Promise<NotificationDraft[]> {
  // A run that finished and counted nothing created stored nothing: no read of the intimações.
  if (run.data.status !== 'em-andamento' && run.data.created === 0) return [];
  const found: StoredDoc<IntimationRecord>[] = [];
  await forEachPage(store, COLLECTIONS.intimations, { where: [{ field: 'capturedInRun', op: '==', value: run.id }] }, (docs) =>
    found.push(...docs.filter((d) => !d.data.cancelled)),
  );
  if (found.length === 0) return [];
  // Records stored without `owners` are whose today's rule says (the inscriptions' holders, the lawyers).
  const legacy = found.filter((d) => !d.data.owners);
  const derived = legacy.length ? await legacyIntimationOwners(store, legacy) : [];
  const lawsuitIds = [...new Set(found.flatMap((d) => (d.data.lawsuitId ? [d.data.lawsuitId] : [])))];
  const lawsuitDocs = await store.getMany(COLLECTIONS.lawsuits, lawsuitIds);
  const lawsuits = new Map(lawsuitDocs.flatMap((d) => (d ? [[d.id, d.data] as const] : [])));
  const ownersOf = new Map(derived.map(({ doc, owners }) => [doc.id, [...owners.keys()]]));
  const byPerson = new Map<string, StoredDoc<IntimationRecord>[]>();
  for (const doc of found) {
    for (const uid of new Set(doc.data.owners ?? ownersOf.get(doc.id) ?? [])) {
      const list = byPerson.get(uid) ?? [];
      list.push(doc);
      byPerson.set(uid, list);
    }
  }
  // A crashed run has no end time: the lapse of its lease stands for it, the same on every pass.
  const finishedAt = run.data.finishedAt ?? new Date(Date.parse(run.data.startedAt) + RUN_LEASE_MS).toISOString();
  const lawsuitOf = (d: StoredDoc<IntimationRecord>) => (d.data.lawsuitId ? lawsuits.get(d.data.lawsuitId) : undefined);
  return [...byPerson].flatMap(([recipientId, docs]) => {
    // Segredo de justiça: an intimação of a lawsuit the reader may not see is left out of their message entirely.
    const perReader = (viewer: Viewer): NotificationFacts | null => {
      const visible = docs.filter((d) => {
        const lawsuit = lawsuitOf(d);
        return !lawsuit || seesLawsuit(viewer, lawsuit);
      });
      return visible.length ? { kind: 'intimacao-nova', run: runFacts(run.id, finishedAt, recipientId, visible, lawsuitOf) } : null;
    };
    // What a recipient who sees no lawsuit under segredo is told; perReader decides with their staff record.
    const facts = perReader({ uid: recipientId, admin: false }) ?? { kind: 'intimacao-nova' as const, run: emptyRun(run.id, finishedAt, recipientId) };
    return [{ recipientId, key: runKey(run.id), at: finishedAt, facts, perReader }];
  });
}

export const runKey = (runId: string) => `intimacoes-${runId}`;

function emptyRun(runId: string, finishedAt: string, ownerId: string): CaptureRunFacts {
  return { runId, finishedAt, total: 0, likely: 0, earliestDue: null, items: [], ownerId };
}

/** Most urgent first: the earliest fatal date or hearing, then the oldest availability. */
function urgency(a: StoredDoc<IntimationRecord>, b: StoredDoc<IntimationRecord>): number {
  const dueA = a.data.firstDue ?? a.data.proposal?.dates.find(Boolean) ?? '9999-12-31';
  const dueB = b.data.firstDue ?? b.data.proposal?.dates.find(Boolean) ?? '9999-12-31';
  return dueA.localeCompare(dueB) || a.data.availableOn.localeCompare(b.data.availableOn) || a.id.localeCompare(b.id);
}

function itemFacts(doc: StoredDoc<IntimationRecord>, lawsuit: LawsuitRecord | undefined): RunIntimationFacts {
  const i = doc.data;
  const first = i.proposal?.actions[0];
  return {
    intimationId: doc.id,
    tribunal: i.tribunal,
    communication: i.kind,
    availableOn: i.availableOn,
    cnj: i.cnj,
    clientName: lawsuit?.clientName ?? null,
    action: first
      ? {
          kind: first.kind,
          act: first.act,
          days: first.days,
          counting: first.counting,
          date: i.proposal?.dates[0] ?? null,
          time: first.hearingTime,
        }
      : null,
  };
}

function runFacts(
  runId: string,
  finishedAt: string,
  ownerId: string,
  docs: StoredDoc<IntimationRecord>[],
  lawsuitOf: (d: StoredDoc<IntimationRecord>) => LawsuitRecord | undefined,
): CaptureRunFacts {
  const likely = docs.filter((d) => d.data.likelyPrazo);
  const dues = likely.flatMap((d) => (d.data.firstDue ? [d.data.firstDue] : [])).sort();
  return {
    runId,
    finishedAt,
    total: docs.length,
    likely: likely.length,
    earliestDue: dues[0] ?? null,
    items: [...docs]
      .sort(urgency)
      .slice(0, CAPTURE_RUN_ITEMS_MAX)
      .map((d) => itemFacts(d, lawsuitOf(d))),
    ownerId,
  };
}
