/**
 * What the scheduler finds due, as drafts (produce.ts stores each once). Every source is a bounded query:
 * reminders read only the window since the last pass; prazos and untreated intimações read today's few
 * candidates; capture reads the two integration documents (new intimações: capture-runs.ts). Nothing here writes.
 */
import {
  addDays,
  COLLECTIONS,
  courtCalendar,
  captureTargets,
  formatDateTime,
  isFailing,
  type IntegrationId,
  type ReadHealth,
  findCourt,
  isOabKey,
  termKeyLabel,
  officeDate,
  officeDayBounds,
  REMINDER_OPTIONS,
  weekdayOf,
  type CalendarDate,
  type EventRecord,
  type IntimationFacts,
  type IntimationRecord,
  type LawsuitRecord,
  seesLawsuit,
} from '@office/domain';
import { createHash } from 'node:crypto';
import { termHolders, termKeysOf } from '../entities/intimations/intimation-derived';
import { forEachPage } from '../platform/pages';
import type { StoredDoc } from '../store/port';
import type { TypedDocumentStore } from '../store/typed';
import { eventFacts, eventSecret } from '../entities/notifications/event-facts';
import type { NotificationDraft } from '../entities/notifications/produce';

type Store = TypedDocumentStore;
const ms = (iso: string) => Date.parse(iso);
const iso = (msValue: number) => new Date(msValue).toISOString();

/** The documents `ids` name (nulls and repeats skipped), by id: one read of them all. */
async function byId<N extends typeof COLLECTIONS.lawsuits | typeof COLLECTIONS.clients>(store: Store, collection: N, ids: readonly (string | null)[]) {
  const docs = await store.getMany(collection, [...new Set(ids.filter((id): id is string => Boolean(id)))]);
  return new Map(docs.flatMap((d) => (d ? [[d.id, d] as const] : [])));
}

/** Entries with the linked lawsuits and client names read once for all of them. */
async function withLinks(store: Store, docs: StoredDoc<EventRecord>[]) {
  const [lawsuits, clients] = await Promise.all([
    byId(
      store,
      COLLECTIONS.lawsuits,
      docs.map((d) => d.data.lawsuitId),
    ),
    byId(
      store,
      COLLECTIONS.clients,
      docs.map((d) => d.data.clientId),
    ),
  ]);
  return docs.map((d) => {
    const lawsuit = d.data.lawsuitId ? lawsuits.get(d.data.lawsuitId)?.data : undefined;
    const client = d.data.clientId ? clients.get(d.data.clientId)?.data.name : undefined;
    return { doc: d, lawsuit, facts: eventFacts(d.id, d.data, lawsuit, client) };
  });
}

/**
 * Reminders whose time (start minus the reminder) fell in (from, to]: one query per reminder option, each reading
 * only the entries that start in the window shifted by it. Each person on an open entry is reminded once per
 * start time (a rescheduled entry reminds again).
 */
export async function dueReminders(store: Store, from: string, to: string): Promise<NotificationDraft[]> {
  const found: StoredDoc<EventRecord>[] = [];
  await Promise.all(
    REMINDER_OPTIONS.map((minutes) =>
      forEachPage(
        store,
        COLLECTIONS.events,
        {
          where: [
            { field: 'reminderMinutes', op: '==', value: minutes },
            { field: 'startsAt', op: '>', value: iso(ms(from) + minutes * 60_000) },
            { field: 'startsAt', op: '<=', value: iso(ms(to) + minutes * 60_000) },
          ],
          orderBy: [{ field: 'startsAt' }],
        },
        (docs) => found.push(...docs.filter((d) => d.data.status === 'aberto')),
      ),
    ),
  );
  return (await withLinks(store, found)).flatMap(({ doc, lawsuit, facts }) => {
    const minutes = doc.data.reminderMinutes ?? 0;
    const at = iso(ms(doc.data.startsAt) - minutes * 60_000);
    const told = { kind: 'lembrete' as const, event: facts, reminderMinutes: minutes };
    return doc.data.people.map((recipientId) => ({
      recipientId,
      key: `lembrete-${doc.id}-${ms(doc.data.startsAt).toString(36)}`,
      at,
      facts: told,
      ...eventSecret(lawsuit, told),
    }));
  });
}

/**
 * Open prazos whose fatal date is today or tomorrow, for the people on them and the lawsuit's responsible lawyers
 * (the home page's "Meus"). Once per prazo, person and day-word, so "amanhã" and then "hoje" each come once.
 */
export async function duePrazos(store: Store, now: string): Promise<NotificationDraft[]> {
  const today = officeDate(new Date(now));
  const page = await store.list(COLLECTIONS.events, {
    where: [
      { field: 'kind', op: '==', value: 'prazo' },
      { field: 'status', op: '==', value: 'aberto' },
      { field: 'startsAt', op: '>=', value: officeDayBounds(today).start },
      { field: 'startsAt', op: '<', value: officeDayBounds(addDays(today, 2)).start },
    ],
    orderBy: [{ field: 'startsAt' }],
    limit: 500,
  });
  return (await withLinks(store, page.docs)).flatMap(({ doc, lawsuit, facts }) => {
    const when = doc.data.date === today ? ('hoje' as const) : ('amanha' as const);
    const people = new Set([...doc.data.people, ...(lawsuit?.responsibleLawyerIds ?? [])]);
    const told = { kind: 'prazo-fatal' as const, event: facts, when, internalDate: doc.data.prazo?.internalDate ?? null };
    // A prazo never goes unannounced to who is on it: under segredo, without naming the lawsuit (eventSecret).
    return [...people].map((recipientId) => ({
      recipientId,
      key: `prazo-${doc.id}-${doc.data.date}-${when}`,
      at: now,
      facts: told,
      ...eventSecret(lawsuit, told),
    }));
  });
}

function intimationFacts(id: string, i: IntimationRecord, oab: string | null): IntimationFacts {
  return { intimationId: id, tribunal: i.tribunal, availableOn: i.availableOn, communication: i.kind, cnj: i.cnj, oab };
}

/**
 * Whose each intimação is, by the capture's own rule (intimation-derived.ts: its terms' holders, then its lawsuit's
 * responsible lawyers), with the inscription that makes a holder theirs ("OAB/SP 123456", for the message) and its
 * lawsuit when under segredo. Records stored with `owners` say whose they are themselves; this serves the older ones.
 */
export async function legacyIntimationOwners(store: Store, docs: StoredDoc<IntimationRecord>[]) {
  const [holders, lawsuits] = await Promise.all([
    termHolders(store),
    byId(
      store,
      COLLECTIONS.lawsuits,
      docs.map((d) => d.data.lawsuitId),
    ),
  ]);
  return docs.map((doc) => {
    const lawsuit = doc.data.lawsuitId ? lawsuits.get(doc.data.lawsuitId) : undefined;
    const owners = new Map<string, string | null>();
    for (const key of termKeysOf(doc.data)) {
      const uid = holders.get(key);
      if (uid && !owners.has(uid)) owners.set(uid, isOabKey(key) ? termKeyLabel(key) : null);
    }
    for (const uid of lawsuit?.data.responsibleLawyerIds ?? []) if (!owners.has(uid)) owners.set(uid, null);
    return { doc, owners, secret: lawsuit?.data.confidential ? lawsuit.data : null };
  });
}

/**
 * Segredo de justiça: an intimação of a lawsuit under segredo is hidden in the inbox from whoever may not see the
 * lawsuit (its number and parties are in it), so only those who see it are told of it.
 */
const intimationSecret = (lawsuit: LawsuitRecord | null): Pick<NotificationDraft, 'secret'> => (lawsuit ? { secret: { lawsuit, facts: null } } : {});

/** The court's last working day before `day` (weekends and its confirmed closures skipped; weekends alone for a court the calendar does not know). */
export function previousWorkingDay(day: CalendarDate, tribunal: string): CalendarDate {
  const court = findCourt(tribunal);
  const calendar = court ? courtCalendar({ tribunal: court, comarca: null }) : null;
  let d = addDays(day, -1);
  for (let i = 0; i < 60; i++, d = addDays(d, -1)) {
    const weekday = weekdayOf(d);
    if (weekday === 0 || weekday === 6) continue;
    if (calendar && calendar.day(d).closures.length > 0) continue;
    return d;
  }
  return d;
}

/** How far back untreated intimações are looked for: a longer outage of the scheduler would not stay unnoticed. */
const UNTREATED_LOOKBACK_DAYS = 15;

/**
 * Intimações still untreated after a whole working day of their court: to whom it was forwarded, else whose it
 * is, else the administrators (it is the office's, and nobody else will see to it). Once per intimação. One of a
 * lawsuit under segredo goes the same way among those who see that lawsuit (so at least to the administrators).
 */
export async function untreatedIntimations(store: Store, now: string, admins: readonly string[]): Promise<NotificationDraft[]> {
  const today = officeDate(new Date(now));
  const page = await store.list(COLLECTIONS.intimations, {
    where: [
      { field: 'treated', op: '==', value: false },
      { field: 'availableOn', op: '>=', value: addDays(today, -UNTREATED_LOOKBACK_DAYS) },
      { field: 'availableOn', op: '<', value: today },
    ],
    orderBy: [{ field: 'availableOn' }],
    limit: 500,
  });
  // One calendar walk per court, not per intimação.
  const lastWorkingDay = new Map<string, CalendarDate>();
  const lastWorkingDayOf = (tribunal: string): CalendarDate => {
    const known = lastWorkingDay.get(tribunal);
    if (known) return known;
    const day = previousWorkingDay(today, tribunal);
    lastWorkingDay.set(tribunal, day);
    return day;
  };
  const late = page.docs.filter((d) => !d.data.cancelled && d.data.availableOn <= lastWorkingDayOf(d.data.tribunal));
  if (late.length === 0) return [];
  return (await legacyIntimationOwners(store, late)).flatMap(({ doc, owners, secret }) => {
    const sees = (uid: string) => !secret || seesLawsuit({ uid, admin: admins.includes(uid) }, secret);
    const assignee = doc.data.assignee && sees(doc.data.assignee) ? doc.data.assignee : null;
    // The stored owners (set at capture: term holders, explicit owners, the lawyers); the old rule for older records.
    const seeing = (doc.data.owners ?? [...owners.keys()]).filter(sees);
    const recipients = assignee ? [assignee] : seeing.length > 0 ? seeing : admins;
    return recipients.map((recipientId) => ({
      recipientId,
      key: `pendente-${doc.id}`,
      at: now,
      facts: { kind: 'intimacao-pendente' as const, intimation: intimationFacts(doc.id, doc.data, owners.get(recipientId) ?? null) },
      ...intimationSecret(secret),
    }));
  });
}

/** What a failing source's targets say: who failed, when last, why, and since when nothing is known. */
interface Failing {
  key: string;
  label: string;
  health: ReadHealth;
}

/** "A última consulta ao DJEN falhou para OAB/SP 403 (…) em 02/12/2026 07:00 (3 tentativas seguidas). …" */
function failureMessage(integration: IntegrationId, failing: Failing[]): { message: string; reason: string | null } {
  const name = integration === 'djen' ? 'ao DJEN' : 'ao DataJud';
  const unknown = integration === 'djen' ? 'não sabemos se há intimações novas' : 'não sabemos se há andamentos novos';
  const [last] = [...failing].sort((a, b) => (b.health.lastFailedAt ?? '').localeCompare(a.health.lastFailedAt ?? ''));
  const failedAt = last?.health.lastFailedAt ? ` em ${formatDateTime(last.health.lastFailedAt)}` : '';
  const attempts = Math.max(...failing.map((f) => f.health.failures));
  const forWhom = failing.some((f) => f.label) ? ` para ${failing.map((f) => f.label).join(', ')}` : '';
  const reads = failing.map((f) => f.health.lastReadAt);
  const since = reads.includes(null) ? null : ((reads as string[]).sort()[0] ?? null);
  const lead = `A última consulta ${name}${forWhom} falhou${failedAt}${attempts > 1 ? ` (${attempts} tentativas seguidas)` : ''}.`;
  const known = since ? `Desde a última leitura completa, em ${formatDateTime(since)}, ${unknown}.` : `Ainda não houve uma leitura completa: ${unknown}.`;
  return { message: `${lead} ${known}`, reason: last?.health.lastError ?? null };
}

/** Failed for real: an attempt failed (not merely never read, or just configured) and no good read since. */
const failedForReal = (h: ReadHealth | undefined): h is ReadHealth => Boolean(h && h.failures > 0 && isFailing(h));

/** The same failing targets since the same good reads: one spell, one key (a new target failing is news). */
function spellKey(integration: IntegrationId, failing: Failing[]): string {
  const spell = failing
    .map((f) => `${f.key}@${f.health.lastReadAt ?? 'nunca'}`)
    .sort()
    .join('|');
  return `captura-${integration}-${createHash('sha256').update(spell).digest('hex').slice(0, 16)}`;
}

/**
 * A source whose last attempt really failed (ReadHealth.failures > 0, no good read since): the administrators,
 * once per failing spell. Saving inscriptions or terms that were never read says nothing here (the inbox's
 * banner says they were not read yet); a stale source with no failed attempt neither.
 */
export async function failingCapture(store: Store, now: string, admins: readonly string[]): Promise<NotificationDraft[]> {
  const [djen, datajud] = await store.getMany(COLLECTIONS.integrations, ['djen', 'datajud']);
  const bySource: [IntegrationId, Failing[]][] = [
    [
      'djen',
      captureTargets(djen?.data ?? null).flatMap((t) => {
        const health = djen?.data.targets?.[t.key];
        return failedForReal(health) ? [{ key: t.key, label: t.label, health }] : [];
      }),
    ],
    ['datajud', datajud?.data.lastRun && failedForReal(datajud.data.health) ? [{ key: 'datajud', label: '', health: datajud.data.health }] : []],
  ];
  return bySource.flatMap(([integration, failing]) => {
    if (failing.length === 0) return [];
    const { message, reason } = failureMessage(integration, failing);
    return admins.map((recipientId) => ({
      recipientId,
      key: spellKey(integration, failing),
      at: now,
      facts: { kind: 'captura-falhando' as const, integration, message, reason },
    }));
  });
}

/** The office's active administrators. */
export async function activeAdmins(store: Store): Promise<string[]> {
  const admins: string[] = [];
  await forEachPage(store, COLLECTIONS.staff, { where: [{ field: 'admin', op: '==', value: true }] }, (docs) =>
    admins.push(...docs.filter((d) => !d.data.disabled).map((d) => d.id)),
  );
  return admins;
}
