/**
 * The notifier at volume, in process on the embedded store: a pass over an office with 10,000 agenda entries
 * (every one with a reminder) and 5,000 intimações, the last 350 of them stored by a capture run that just
 * finished, at 07:05 on a working day (every source on), then the same pass again (nothing new: the steady cost
 * every 5 minutes), the size of a digest of 50 notifications and of one person's message for the 350-run.
 * Without SMTP_URL the passes leave the outbox queued: this measures finding and storing, not SMTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addDays,
  COLLECTIONS,
  REMINDER_OPTIONS,
  untreatedFields,
  notificationId,
  type EventRecord,
  type IntegrationRunRecord,
  type IntimationRecord,
  type NotificationRecord,
} from '@office/domain';
import { openEntry } from '../../tests/support/agenda';
import { digestEmail, notificationEmail } from '../../functions/src/notifications/email';
import { runNotifier } from '../../functions/src/notifications/notifier';
import { SqliteDocumentStore } from '../../functions/src/store/embedded/sqlite-document-store';
import { typedDocuments, type TypedWriteOp } from '../../functions/src/store/typed';
import { loadSeed } from '../seed/load';
import { SEED_STAFF } from '../seed/staff';

export interface NotifierBench {
  entries: number;
  intimations: number;
  firstPass: { ms: number; reads: number; found: number; stored: number };
  steadyPass: { ms: number; reads: number; found: number; stored: number };
  digestOf50: { bytes: number; subject: string };
  /** One person's message for the run of 350 (they own 2 in 5 of them). */
  runMail: { bytes: number; subject: string };
}

/** The capture run that stored the last RUN_SIZE intimações, finished ten minutes before the pass. */
const RUN_ID = 'run-bench';
const RUN_SIZE = 350;

const DAY = '2031-03-10';
const NOW = '2031-03-10T10:05:00.000Z'; // Monday 07:05 in São Paulo
const people = SEED_STAFF.filter((s) => !s.uid.includes('pedro')).map((s) => s.uid);
const personAt = (i: number) => people[i % people.length] ?? 'staff-helena-barbosa';

function entry(i: number): EventRecord {
  // Spread over a year around today, every fifth a prazo; a few start within the hour, so reminders come due.
  const hour = 8 + (i % 10);
  const time = { start: `${String(hour).padStart(2, '0')}:00`, end: `${String(hour + 1).padStart(2, '0')}:00` };
  const prazo = i % 5 === 0;
  return openEntry({
    kind: prazo ? 'prazo' : 'audiencia',
    title: `${prazo ? 'Prazo' : 'Audiência'} ${i}`,
    date: addDays(DAY, (i % 365) - 180),
    ownerId: personAt(i),
    time,
    reminderMinutes: REMINDER_OPTIONS[i % REMINDER_OPTIONS.length] ?? 60,
  });
}

function intimation(i: number, total: number): IntimationRecord {
  const availableOn = addDays(DAY, -(i % 60));
  const ofRun = i >= total - RUN_SIZE;
  const run: Partial<IntimationRecord> = ofRun
    ? { capturedInRun: RUN_ID, owners: [personAt(i), personAt(i + 2)], likelyPrazo: i % 3 === 0, firstDue: i % 3 === 0 ? addDays(DAY, 5 + (i % 10)) : null }
    : {};
  return {
    djenId: 900_000_000 + i,
    hash: `bench-${i}`,
    availableOn,
    tribunal: 'TJSP',
    kind: 'Intimação',
    organ: 'Vara',
    text: 'Fica a parte intimada.',
    textFormat: 'texto',
    cnjDigits: null,
    cnj: null,
    className: null,
    documentType: null,
    medium: null,
    link: null,
    lawyers: [],
    recipients: [],
    cancelled: null,
    djenIds: [900_000_000 + i],
    oabKeys: ['SP-230'],
    lawsuitId: null,
    matched: false,
    read: false,
    readBy: null,
    readAt: null,
    certificateUrl: '',
    prazoEventId: null,
    fetchedAt: new Date(Date.parse(`${availableOn}T09:00:00.000Z`)).toISOString(),
    // Two in three were treated.
    ...(i % 3 === 0 ? untreatedFields() : { ...untreatedFields(), treated: true }),
    ...run,
  };
}

export async function notifierAtVolume(entries = 10_000, intimations = 5_000): Promise<NotifierBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'office-bench-notifier-'));
  const raw = new SqliteDocumentStore(join(dataDir, 'store.sqlite'));
  const store = typedDocuments(raw);
  const smtp = process.env.SMTP_URL;
  delete process.env.SMTP_URL;
  try {
    await loadSeed(raw);
    for (let start = 0; start < entries; start += 400) {
      const ops: TypedWriteOp[] = [];
      for (let i = start; i < Math.min(entries, start + 400); i++)
        ops.push({ kind: 'create', collection: COLLECTIONS.events, id: `evt-bench-${i}`, data: entry(i) });
      await store.commit(ops);
    }
    for (let start = 0; start < intimations; start += 400) {
      const ops: TypedWriteOp[] = [];
      for (let i = start; i < Math.min(intimations, start + 400); i++)
        ops.push({ kind: 'create', collection: COLLECTIONS.intimations, id: `int-bench-${i}`, data: intimation(i, intimations) });
      await store.commit(ops);
    }
    const run: IntegrationRunRecord = {
      integration: 'djen',
      trigger: 'agendada',
      startedBy: 'agendador',
      startedAt: '2031-03-10T09:50:00.000Z',
      finishedAt: '2031-03-10T09:55:00.000Z',
      status: 'concluida',
      lawsuitId: null,
      requests: 4,
      fetched: RUN_SIZE,
      created: RUN_SIZE,
      duplicates: 0,
      notFound: 0,
      errors: [],
      moreErrors: 0,
      stopReason: null,
    };
    await store.create(COLLECTIONS.integrationRuns, RUN_ID, run);
    const pass = async () => {
      const started = performance.now();
      const r = await runNotifier(store, { now: NOW });
      return { ms: Math.round(performance.now() - started), reads: r.reads, found: r.found, stored: r.stored };
    };
    const firstPass = await pass();
    const steadyPass = await pass();
    const reader: Parameters<typeof digestEmail>[2] = {
      name: 'Helena',
      scopes: { read: ['Clientes', 'Processos', 'Agenda'], write: [] },
      office: 'Barbosa & Moreira Advogados Associados',
    };
    const runNotice = await store.get(COLLECTIONS.notifications, notificationId(personAt(0), `intimacoes-${RUN_ID}`));
    if (!runNotice) throw new Error('the run of 350 gave no message');
    const runEmail = notificationEmail(runNotice.data, reader);
    const runMail = {
      bytes: Buffer.byteLength(runEmail.subject) + Buffer.byteLength(runEmail.text) + Buffer.byteLength(runEmail.html),
      subject: runEmail.subject,
    };

    const records: NotificationRecord[] = Array.from({ length: 50 }, (_, i) => {
      const e = entry(i);
      return {
        recipientId: personAt(0),
        kind: 'lembrete',
        at: NOW,
        facts: {
          kind: 'lembrete',
          event: {
            eventId: `evt-bench-${i}`,
            title: `${e.title} — Ação de cobrança de honorários advocatícios contra a Construtora Exemplo Ltda.`,
            eventKind: e.kind,
            date: e.date,
            startsAt: e.startsAt,
            allDay: e.allDay,
            lawsuitId: 'proc-1',
            lawsuitLabel: '1001234-54.2024.8.26.0100',
            clientName: 'Maria Aparecida de Souza Oliveira',
          },
          reminderMinutes: 60,
        },
        read: false,
        readAt: null,
        email: 'resumo',
        digestDay: DAY,
        pendingDigest: false,
      };
    });
    const digest = digestEmail(records, DAY, reader);
    const bytes = Buffer.byteLength(digest.subject) + Buffer.byteLength(digest.text) + Buffer.byteLength(digest.html);
    return { entries, intimations, firstPass, steadyPass, digestOf50: { bytes, subject: digest.subject }, runMail };
  } finally {
    if (smtp) process.env.SMTP_URL = smtp;
    await raw.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs it alone: `npx tsx scripts/lib/notifier-bench.ts`. */
if (process.argv[1]?.endsWith('notifier-bench.ts')) console.log(JSON.stringify(await notifierAtVolume(), null, 2));
