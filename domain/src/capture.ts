/**
 * Whether the office really knows what the courts published: per source (DataJud, DJEN), per monitored
 * inscription and per lawsuit, the last successful read and the last failed attempt. A failed or stale read is
 * said out loud ("não sabemos se há intimações novas"); it never reads as "nothing new".
 */
import { djenOabKey } from './djen';
import { djenTermKey, termQueries, termTarget, TERM_PARAMS, type MonitoredTerm } from './djen-terms';
import { formatDateTime } from './dates';
import type { IntegrationId, IntegrationRecord, MonitoredOab } from './integrations';

/** The daily runs plus two hours' slack: a read older than this is stale even if nothing failed. */
export const CAPTURE_STALE_MS = 26 * 3_600_000;

/** One source, inscription or lawsuit: its last good read and its last failure. */
export interface ReadHealth {
  /** The last time it was read to the end (null: never). */
  lastReadAt: string | null;
  /** The last time reading it failed, and why, in pt-BR. */
  lastFailedAt: string | null;
  lastError: string | null;
  /** Failed attempts since the last good read. */
  failures: number;
}

export const NEVER_READ: ReadHealth = { lastReadAt: null, lastFailedAt: null, lastError: null, failures: 0 };

/** A good read: the failures so far are behind it (their last one is kept for the record). */
export function readSucceeded(before: ReadHealth | undefined, at: string): ReadHealth {
  return { ...(before ?? NEVER_READ), lastReadAt: at, failures: 0 };
}

export function readFailed(before: ReadHealth | undefined, at: string, error: string): ReadHealth {
  const b = before ?? NEVER_READ;
  return { ...b, lastFailedAt: at, lastError: error, failures: b.failures + 1 };
}

/** Whether the last attempt failed (no good read since). */
export function isFailing(h: ReadHealth): boolean {
  return h.lastFailedAt !== null && (h.lastReadAt === null || h.lastFailedAt > h.lastReadAt);
}

/** What the inbox, the dashboard and Integrações say while a source cannot be trusted to be complete. */
export interface CaptureAlert {
  integration: IntegrationId;
  /** "Não foi possível consultar o DJEN desde 26/11/2026 07:00 — não sabemos se há intimações novas." */
  message: string;
  /** The last failure's reason, when the last attempt failed. */
  reason: string | null;
  /** The oldest good read among what is failing or stale (null: never read). */
  since: string | null;
  /** What cannot be trusted, as the office names it ("OAB/SP 123456 (Helena Barbosa)"); empty when the whole source. */
  targets: string[];
}

const UNKNOWN: Record<IntegrationId, string> = {
  djen: 'não sabemos se há intimações novas',
  datajud: 'não sabemos se há andamentos novos',
};
const NAME: Record<IntegrationId, string> = { djen: 'o DJEN', datajud: 'o DataJud' };

export const oabTarget = (o: Pick<MonitoredOab, 'uf' | 'number' | 'name'>) => `OAB/${o.uf} ${o.number} (${o.name})`;

function alert(integration: IntegrationId, failing: ReadHealth[], targets: string[]): CaptureAlert {
  const reads = failing.map((h) => h.lastReadAt);
  const since = reads.includes(null) ? null : ((reads as string[]).sort()[0] ?? null);
  const failed = failing.filter(isFailing).sort((a, b) => (b.lastFailedAt ?? '').localeCompare(a.lastFailedAt ?? ''))[0];
  const forWhom = targets.length ? ` para ${targets.join(', ')}` : '';
  const when = since ? ` desde ${formatDateTime(since)}` : '';
  const lead = failed
    ? since
      ? `Não foi possível consultar ${NAME[integration]}${forWhom}${when}`
      : `Ainda não foi possível consultar ${NAME[integration]}${forWhom}`
    : since
      ? `${capitalize(NAME[integration])} não é consultado${forWhom}${when}`
      : `${capitalize(NAME[integration])} ainda não foi consultado${forWhom}`;
  return { integration, message: `${lead} — ${UNKNOWN[integration]}.`, reason: failed?.lastError ?? null, since, targets };
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const stale = (h: ReadHealth, now: number) => h.lastReadAt === null || now - Date.parse(h.lastReadAt) > CAPTURE_STALE_MS;

/** One thing the DJEN capture reads: an inscription or a term, with its key, its words and its queries. */
export interface CaptureTarget {
  /** `SP-123456` for an inscription, `parte:construtora alfa ltda.` for a term (see djenTermKey). */
  key: string;
  /** As the alert names it: "OAB/SP 123456 (Helena Barbosa)", "parte “Construtora Alfa Ltda.”". */
  label: string;
  /** As a run's error names it: "OAB/SP 123456", "parte “Construtora Alfa Ltda.”". */
  errorTarget: string;
  /** The staff account it belongs to, when known here (an inscription's team member is resolved by the capture). */
  ownerId: string | null;
  /** An inscription's Sobre team member. */
  memberId: string | null;
  /** The `/comunicacao` filters of each query (dates and pages apart): one per value and variant. */
  queries: Record<string, string>[];
  /** Whether it is an inscription (its key is also kept in `oabKeys`). */
  oab: boolean;
}

/** Every inscription and term of the DJEN's settings, in the office's order (inscriptions first). */
export function captureTargets(settings: (Pick<IntegrationRecord, 'oabs'> & { terms?: MonitoredTerm[] }) | null): CaptureTarget[] {
  const oabs: CaptureTarget[] = (settings?.oabs ?? []).map((o) => ({
    key: djenOabKey(o.uf, o.number),
    label: oabTarget(o),
    errorTarget: `OAB/${o.uf} ${o.number}`,
    ownerId: o.ownerId ?? null,
    memberId: o.memberId,
    queries: [{ numeroOab: o.number, ufOab: o.uf }],
    oab: true,
  }));
  const terms: CaptureTarget[] = (settings?.terms ?? []).map((t) => ({
    key: djenTermKey(t.kind, t.value),
    label: termTarget(t),
    errorTarget: termTarget(t),
    ownerId: t.ownerId,
    memberId: null,
    queries: termQueries(t).map((v) => ({ [TERM_PARAMS[t.kind]]: v })),
    oab: false,
  }));
  return [...oabs, ...terms];
}

/**
 * The DJEN: each monitored inscription and term must have been read within the schedule, and not failed since.
 * Null while none is monitored (the inbox says so in its own words) or every one is current.
 */
export function djenCaptureAlert(
  settings: (Pick<IntegrationRecord, 'oabs' | 'targets'> & { terms?: MonitoredTerm[] }) | null,
  now = Date.now(),
): CaptureAlert | null {
  const all = captureTargets(settings);
  const behind = all.map((o) => ({ o, h: settings?.targets?.[o.key] ?? NEVER_READ })).filter(({ h }) => isFailing(h) || stale(h, now));
  if (behind.length === 0) return null;
  const targets = behind.length === all.length ? [] : behind.map(({ o }) => o.label);
  return alert(
    'djen',
    behind.map(({ h }) => h),
    targets,
  );
}

/**
 * DataJud as a source: the office-wide runs must have read something within the schedule. Null until the first
 * office-wide run (Integrações says "Nunca sincronizado") and while it is current. Per lawsuit, the court-data
 * card says what failed.
 */
export function datajudCaptureAlert(settings: Pick<IntegrationRecord, 'health' | 'lastRun'> | null, now = Date.now()): CaptureAlert | null {
  const health = settings?.health;
  if (!health || !settings.lastRun) return null;
  if (!isFailing(health) && !stale(health, now)) return null;
  return alert('datajud', [health], []);
}

/** Targets that name a client (a party's name, a CPF/CNPJ as free text), as termTarget words them. */
const CLIENT_TERM_WORDS = [
  { prefix: 'parte “', one: 'termo de parte', many: 'termos de partes' },
  { prefix: 'texto “', one: 'termo de texto livre', many: 'termos de texto livre' },
] as const;

/** Whether a target, as termTarget words it, names a client (a party's name, a CPF/CNPJ as free text). */
export function namesClient(target: string): boolean {
  return CLIENT_TERM_WORDS.some((w) => target.startsWith(w.prefix));
}

/**
 * A capture alert as someone who does not read Clientes may see it: party and free-text targets (client names,
 * CPFs, CNPJs) become a count ("2 termos de partes") in `targets`, `message` and `reason`. Others see it whole.
 */
export function captureAlertForReader(alert: CaptureAlert, readsClients: boolean): CaptureAlert {
  if (readsClients) return alert;
  const hidden = alert.targets.filter(namesClient);
  if (hidden.length === 0) return alert;
  const counts = CLIENT_TERM_WORDS.flatMap((w) => {
    const n = hidden.filter((t) => t.startsWith(w.prefix)).length;
    return n === 0 ? [] : [`${n} ${n === 1 ? w.one : w.many}`];
  });
  const targets = [...alert.targets.filter((t) => !hidden.includes(t)), ...counts];
  const reason = alert.reason && hidden.some((t) => alert.reason?.includes(t)) ? null : alert.reason;
  const message = alert.message.replace(` para ${alert.targets.join(', ')}`, ` para ${targets.join(', ')}`);
  return { ...alert, message, reason, targets };
}
