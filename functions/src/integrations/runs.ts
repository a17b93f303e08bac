/**
 * A run of an integration, as it really went: claimed (one office-wide run of each integration at a time,
 * under a lease a crashed run loses), recorded as it starts, finished with its counts and errors, audited.
 */
import {
  COLLECTIONS,
  defaultIntegration,
  MAX_RUN_ERRORS,
  RUN_LEASE_MS,
  type IntegrationId,
  type IntegrationRecord,
  type IntegrationRunRecord,
  type Listed,
  type ReadHealth,
  type RunError,
  type RunStatus,
  type RunTrigger,
  readFailed,
  readSucceeded,
  type AuditAction,
} from '@office/domain';
import { auditOp } from '../platform/audit';
import { appError } from '../platform/errors';
import { newId } from '../platform/ids';
import { toListed } from '../platform/pages';
import type { TypedDocumentStore, TypedWriteOp } from '../store/typed';
import { formatDateTime } from '@office/domain/dates';

/** A run that stopped without finishing: what its record says once its lease lapsed. */
export const CRASHED_REASON = 'A execução parou sem terminar (o servidor foi reiniciado ou excedeu o tempo). Nada do que ela já gravou se perde; rode de novo.';

/**
 * A run as it stands: one still "em andamento" after the longest a run may last crashed (its process was cut
 * or the server restarted). Said so rather than "em andamento" forever; a leased run's record is also closed
 * by the next run of its integration.
 */
export function asSeen<T extends IntegrationRunRecord>(run: T, now = Date.now()): T {
  if (run.status !== 'em-andamento' || Date.parse(run.startedAt) + RUN_LEASE_MS > now) return run;
  return { ...run, status: 'interrompida', stopReason: CRASHED_REASON };
}

export const BUDGET_REASON =
  'A execução usou o seu tempo (7 minutos) e parou: o que já foi lido está gravado, e a próxima sincronização continua pelo que ficou de fora.';

export interface RunCounts {
  requests: number;
  fetched: number;
  created: number;
  duplicates: number;
  notFound: number;
  errors: RunError[];
  moreErrors: number;
  stopReason: string | null;
  /** What the run set out to read (inscriptions, lawsuits) and how many it read to the end. */
  targets: number;
  read: number;
}

export function emptyCounts(): RunCounts {
  return { requests: 0, fetched: 0, created: 0, duplicates: 0, notFound: 0, errors: [], moreErrors: 0, stopReason: null, targets: 0, read: 0 };
}

/**
 * How a run ended. Nothing read while there was something to read is a failure: such a run says nothing about
 * what the courts published, so it must never read as "nothing new".
 */
export function runOutcome(counts: RunCounts): Exclude<RunStatus, 'em-andamento'> {
  const errors = counts.errors.length + counts.moreErrors;
  if (counts.targets > 0 && counts.read === 0 && (errors > 0 || counts.stopReason)) return 'falhou';
  if (counts.stopReason) return 'interrompida';
  return errors > 0 ? 'com-erros' : 'concluida';
}

/** The audit verbs of a run: its start, and its end by outcome (a failed run is recorded as a failure). */
function runActions(integration: IntegrationId, trigger: RunTrigger): { start: AuditAction; end: Record<Exclude<RunStatus, 'em-andamento'>, AuditAction> } {
  const start = integration === 'djen' ? 'integrations.syncDjen' : trigger === 'processo' ? 'lawsuits.syncMovements' : 'integrations.syncDatajud';
  return {
    start,
    end: { concluida: `${start}Done`, 'com-erros': `${start}Partial`, interrompida: `${start}Partial`, falhou: `${start}Failed` },
  };
}

/** An error about an inscription (`target`: its words) or a lawsuit (`{ lawsuitId }`: never its number, see RunError). */
export function addError(counts: RunCounts, about: string | { lawsuitId: string }, message: string): void {
  if (counts.errors.length >= MAX_RUN_ERRORS) counts.moreErrors++;
  else counts.errors.push(typeof about === 'string' ? { target: about, message } : { target: '', lawsuitId: about.lawsuitId, message });
}

export interface StartedRun {
  id: string;
  integration: IntegrationId;
  settings: IntegrationRecord;
  /** Whether this run holds the integration's lease (office-wide runs do; one lawsuit's update does not). */
  leased: boolean;
}

/** One lawsuit's update is Processos' news; the office-wide runs are Integrações'. */
function section(trigger: RunTrigger) {
  return trigger === 'processo' ? ('lawsuits' as const) : ('integrations' as const);
}

/**
 * Records a run as started. An office-wide run claims the integration: a second one while it runs is refused;
 * a run whose lease lapsed (a crash) is closed as interrupted first.
 */
export async function startRun(
  store: TypedDocumentStore,
  integration: IntegrationId,
  trigger: RunTrigger,
  startedBy: string,
  lawsuitId: string | null = null,
): Promise<StartedRun> {
  const id = newId('run');
  const now = new Date();
  const at = now.toISOString();
  const leased = trigger !== 'processo';
  const run: IntegrationRunRecord = {
    integration,
    trigger,
    startedBy,
    startedAt: at,
    finishedAt: null,
    status: 'em-andamento',
    lawsuitId,
    ...emptyCounts(),
  };
  return store.transact(async (tx) => {
    const current = await tx.get(COLLECTIONS.integrations, integration);
    const settings = current?.data ?? defaultIntegration(integration);
    const ops: TypedWriteOp[] = [];
    if (leased && settings.lease) {
      if (settings.lease.until > at) {
        const other = await tx.get(COLLECTIONS.integrationRuns, settings.lease.runId);
        const since = other ? ` (iniciada em ${formatDateTime(other.data.startedAt)})` : '';
        throw appError('invalid-state', { fields: { _: `Já há uma sincronização em andamento${since}. Aguarde o fim dela.` } });
      }
      const stale = await tx.get(COLLECTIONS.integrationRuns, settings.lease.runId);
      if (stale?.data.status === 'em-andamento') {
        ops.push({
          kind: 'update',
          collection: COLLECTIONS.integrationRuns,
          id: stale.id,
          expectedVersion: stale.version,
          patch: { status: 'interrompida', finishedAt: settings.lease.until, stopReason: CRASHED_REASON },
        });
      }
    }
    const next: IntegrationRecord = leased
      ? {
          ...settings,
          lease: { runId: id, until: new Date(now.getTime() + RUN_LEASE_MS).toISOString() },
          lastRun: { runId: id, status: 'em-andamento', startedAt: at, finishedAt: null },
        }
      : settings;
    if (leased) {
      ops.push(
        current
          ? {
              kind: 'update',
              collection: COLLECTIONS.integrations,
              id: integration,
              expectedVersion: current.version,
              patch: { lease: next.lease, lastRun: next.lastRun },
            }
          : { kind: 'create', collection: COLLECTIONS.integrations, id: integration, data: next },
      );
    }
    ops.push(
      { kind: 'create', collection: COLLECTIONS.integrationRuns, id, data: run },
      auditOp(
        { uid: startedBy },
        {
          section: section(trigger),
          action: runActions(integration, trigger).start,
          entity: COLLECTIONS.integrationRuns,
          entityId: id,
          recordId: lawsuitId ?? integration,
          changedFields: ['status'],
        },
        at,
      ),
    );
    return { ops, result: { id, integration, settings, leased } };
  });
}

/**
 * Closes a run with what happened, records what it tells of the source's health (office-wide runs) and the
 * inscriptions it could not read (`targetFailures`: key → reason; a good read is saved as it happens, with the
 * inscription's cursor), audits the outcome, and releases the integration's lease when it holds it.
 */
export async function finishRun(
  store: TypedDocumentStore,
  run: StartedRun,
  counts: RunCounts,
  extra: Partial<Pick<IntegrationRecord, 'keyRejected' | 'cursors' | 'facets'>> = {},
  targetFailures: Record<string, string> = {},
): Promise<Listed<IntegrationRunRecord>> {
  const finishedAt = new Date().toISOString();
  const status = runOutcome(counts);
  await store.transact(async (tx) => {
    const stored = await tx.get(COLLECTIONS.integrationRuns, run.id);
    if (!stored) throw appError('not-found');
    const ops: TypedWriteOp[] = [
      { kind: 'update', collection: COLLECTIONS.integrationRuns, id: run.id, expectedVersion: stored.version, patch: { ...counts, status, finishedAt } },
      auditOp(
        { uid: stored.data.startedBy },
        {
          section: section(stored.data.trigger),
          action: runActions(run.integration, stored.data.trigger).end[status],
          entity: COLLECTIONS.integrationRuns,
          entityId: run.id,
          recordId: stored.data.lawsuitId ?? run.integration,
          changedFields: ['status'],
        },
        finishedAt,
      ),
    ];
    const current = await tx.get(COLLECTIONS.integrations, run.integration);
    const ownsLease = current?.data.lease?.runId === run.id;
    const patch: Partial<IntegrationRecord> = { ...extra };
    // What this run learnt about the key holds only for the key it used: an administrator may have saved another meanwhile.
    if ('keyRejected' in patch && (current?.data.apiKey ?? run.settings.apiKey) !== run.settings.apiKey) delete patch.keyRejected;
    if ('keyRejected' in patch && patch.keyRejected === (current?.data.keyRejected ?? false)) delete patch.keyRejected;
    if (run.leased) patch.health = sourceHealth(current?.data.health, counts, status, finishedAt);
    if (Object.keys(targetFailures).length) patch.targets = withFailures(current?.data.targets, targetFailures, finishedAt);
    if (ownsLease) {
      patch.lease = null;
      patch.lastRun = { runId: run.id, status, startedAt: stored.data.startedAt, finishedAt };
    }
    if (current && Object.keys(patch).length > 0) {
      ops.push({ kind: 'update', collection: COLLECTIONS.integrations, id: run.integration, expectedVersion: current.version, patch });
    } else if (!current && Object.keys(patch).length > 0) {
      ops.push({ kind: 'create', collection: COLLECTIONS.integrations, id: run.integration, data: { ...defaultIntegration(run.integration), ...patch } });
    }
    return { ops, result: null };
  });
  const done = await store.get(COLLECTIONS.integrationRuns, run.id);
  if (!done) throw appError('not-found');
  return toListed(done);
}

/** The source read something (a good read, even if some targets failed), or nothing at all (a failure and why). */
function sourceHealth(before: ReadHealth | undefined, counts: RunCounts, status: Exclude<RunStatus, 'em-andamento'>, at: string): ReadHealth {
  if (status !== 'falhou') return readSucceeded(before, at);
  const reason = counts.stopReason ?? counts.errors[0]?.message ?? 'nenhuma consulta teve resposta';
  return readFailed(before, at, reason);
}

function withFailures(before: Record<string, ReadHealth> | undefined, failures: Record<string, string>, at: string): Record<string, ReadHealth> {
  const next = { ...before };
  for (const [key, reason] of Object.entries(failures)) next[key] = readFailed(next[key], at, reason);
  return next;
}
