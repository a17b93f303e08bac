/**
 * The capture's e-mail over HTTP, counted at the SMTP sink: a DJEN capture of 350 communications (the court
 * stand-in makes an inscription's count from its number) mails each person at most one message for that run, with
 * their count in the subject, also when the run spans two notifier passes; a second run mails only what is new;
 * an intimação under segredo de justiça is left out of the message of whoever may not see its lawsuit; saving
 * inscriptions mails no failure, a failed attempt mails one whose subject and body agree; a hearing an accepted
 * intimação puts on someone's agenda mails its owner at once, once.
 *
 * This file's passes live in January 2031, before notifications.test.ts's March: the run messages are not a
 * windowed source, so they go out whatever the notifier's mark (the other sources find nothing of this file's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  COLLECTIONS,
  officeDate,
  untreatedFields,
  type IntegrationRunRecord,
  type IntegrationsOverview,
  type IntimationAcceptResult,
  type IntimationRecord,
  type Listed,
  type MonitoredOab,
  type NotificationPage,
  type NotificationPreferencesView,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { djenDataset } from '../support/court-standin/datasets';
import { callFn, signIn } from '../support/emulator-client';
import { clearMail, listMail, waitForMail, type SinkMail } from '../support/mail-sink';
import { tick } from '../support/notifier';
import { testStores } from '../support/store';

const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = person('staff-helena-barbosa');
const lawyer = person('staff-rafael-moreira');
const colleague = person('staff-juliana-ferreira');
const tokens: Record<string, string> = {};
let stores: Stores;
let before: IntegrationsOverview['djen'];

/** 350 communications (350 % 1000), the holder's: Rafael's team member. */
const VOLUME: MonitoredOab = { uf: 'SP', number: '350', name: 'Rafael Moreira', memberId: 'eqp-rafael' };
/** 12 more, his too, monitored from the second run on. */
const MORE: MonitoredOab = { uf: 'SP', number: '1012', name: 'Rafael Moreira (suplementar)', memberId: 'eqp-rafael' };
/** Refused every time (the stand-in's 403): a source failing for real. */
const REFUSED: MonitoredOab = { uf: 'MG', number: '403', name: 'Inscrição recusada', memberId: null };
const from = addDays(officeDate(), -70);
const to = officeDate();
const FAILING_SUBJECT = 'A captura de intimações do DJEN está falhando';
const RUN_SUBJECT = /^(\d+) (nova intimação|novas intimações)/;

let clock = Date.parse('2031-01-06T13:00:00.000Z'); // Monday, 10:00 in São Paulo
const pass = () => tick(new Date((clock += 60_000)).toISOString());

async function call<T>(who: { uid: string }, name: string, data: unknown = {}): Promise<T> {
  const res = await callFn<T>(name, data, tokens[who.uid]);
  expect(res.error, `${name}: ${JSON.stringify(res.error)}`).toBeUndefined();
  return res.result!;
}

async function saveOabs(oabs: MonitoredOab[], terms?: unknown[]): Promise<void> {
  const o = await call<IntegrationsOverview>(admin, 'integrations-list');
  await call(admin, 'integrations-updateDjen', { expectedVersion: o.djen.version, oabs, ...(terms && 'terms' in o.djen ? { terms } : {}) });
}

const isRunMail = (runId: string) => (m: SinkMail) => RUN_SUBJECT.test(m.subject) && (m.messageId ?? '').includes(`intimacoes-${runId}@`);
const countIn = (m: SinkMail) => Number(RUN_SUBJECT.exec(m.subject)?.[1] ?? NaN);

/**
 * Per person, the intimações of a run they are to be told of: the run's own, not cancelled, theirs (`owners`, or
 * the inscription's holder and the lawsuit's lawyers on records without), and of a lawsuit they may see.
 */
async function expectedOf(runId: string): Promise<Map<string, string[]>> {
  const found = await stores.documents.list(COLLECTIONS.intimations, { where: [{ field: 'capturedInRun', op: '==', value: runId }], limit: 500 });
  const docs = found.docs.map((d) => ({ id: d.id, data: d.data as unknown as IntimationRecord })).filter((d) => !d.data.cancelled);
  const lawsuitIds = [...new Set(docs.flatMap((d) => (d.data.lawsuitId ? [d.data.lawsuitId] : [])))];
  const lawsuits = new Map(
    (await stores.documents.getMany(COLLECTIONS.lawsuits, lawsuitIds)).flatMap((l) =>
      l ? [[l.id, l.data as unknown as { confidential?: boolean; responsibleLawyerIds: string[] }] as const] : [],
    ),
  );
  const staff = new Map(
    (await stores.documents.list(COLLECTIONS.staff, { limit: 500 })).docs.map((s) => [s.id, s.data as unknown as { admin: boolean; disabled?: boolean }]),
  );
  const expected = new Map<string, string[]>();
  for (const d of docs) {
    const lawsuit = d.data.lawsuitId ? lawsuits.get(d.data.lawsuitId) : undefined;
    const holders = d.data.oabKeys.some((k) => k === 'SP-350' || k === 'SP-1012') ? [lawyer.uid] : [];
    const owners = new Set(d.data.owners ?? [...holders, ...(lawsuit?.responsibleLawyerIds ?? [])]);
    for (const uid of owners) {
      const s = staff.get(uid);
      if (!s || s.disabled) continue;
      if (lawsuit?.confidential && !s.admin && !lawsuit.responsibleLawyerIds.includes(uid)) continue;
      expected.set(uid, [...(expected.get(uid) ?? []), d.id]);
    }
  }
  return expected;
}

function emailOf(uid: string): string {
  const seeded = SEED_STAFF.find((s) => s.uid === uid);
  if (!seeded) throw new Error(`not a seeded person: ${uid}`);
  return seeded.email;
}

/** Each person told of the run has exactly one message for it, with their count; nobody else has one. */
async function expectOneMailEach(runId: string, expected: Map<string, string[]>): Promise<SinkMail[]> {
  await waitForMail(isRunMail(runId), { count: expected.size });
  const mails = (await listMail()).filter(isRunMail(runId));
  for (const [uid, ids] of expected) {
    const theirs = mails.filter((m) => m.to.includes(emailOf(uid)));
    expect(
      theirs.map((m) => countIn(m)),
      uid,
    ).toEqual([ids.length]);
  }
  expect(mails).toHaveLength(expected.size);
  return mails;
}

beforeAll(async () => {
  for (const s of [admin, lawyer, colleague]) tokens[s.uid] = await signIn(s.email, s.password);
  stores = await testStores();
  before = (await call<IntegrationsOverview>(admin, 'integrations-list')).djen;
  // Runs of other files not announced yet go out now, before this file counts its own.
  await pass();
  await clearMail();
});

afterAll(async () => {
  const o = await call<IntegrationsOverview>(admin, 'integrations-list');
  const terms = (before as { terms?: unknown[] }).terms;
  await call(admin, 'integrations-updateDjen', { expectedVersion: o.djen.version, oabs: before.oabs, ...(terms ? { terms } : {}) });
  await stores?.documents.close();
});

describe('the capture’s e-mail', () => {
  let firstRun: Listed<IntegrationRunRecord>;

  it('sends no failure e-mail when inscriptions are saved, before any run', async () => {
    const failures = () =>
      stores.documents.count(COLLECTIONS.notifications, [
        { field: 'recipientId', op: '==', value: admin.uid },
        { field: 'kind', op: '==', value: 'captura-falhando' },
      ]);
    const known = await failures();
    await saveOabs([VOLUME, REFUSED], []);
    await pass();
    await pass();
    expect(await failures()).toBe(known);
    expect((await listMail()).filter((m) => m.subject === FAILING_SUBJECT)).toEqual([]);
  });

  it('mails each person one message for a run of 350 communications, with their count, though the run spans two passes', async () => {
    const dataset = djenDataset(VOLUME.uf, VOLUME.number);
    expect(new Set(dataset.items.map((i) => i.hash)).size).toBe(350);
    const running = callFn<Listed<IntegrationRunRecord>>('integrations-syncDjen', { from, to }, tokens[admin.uid]);
    // A pass while the run has stored some of its intimações and is still going: it announces nothing of it.
    let spanned = false;
    for (let i = 0; i < 200 && !spanned; i++) {
      const lease = (await stores.documents.get(COLLECTIONS.integrations, 'djen'))?.data.lease as { runId: string } | null | undefined;
      const stored = lease ? await stores.documents.count(COLLECTIONS.intimations, [{ field: 'capturedInRun', op: '==', value: lease.runId }]) : 0;
      if (lease && stored > 0) {
        const during = await pass();
        const run = await stores.documents.get(COLLECTIONS.integrationRuns, lease.runId);
        spanned = !during.runs.includes(lease.runId) && run?.data.status === 'em-andamento';
        expect(during.runs).not.toContain(lease.runId);
      } else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(spanned).toBe(true);
    const res = await running;
    expect(res.error).toBeUndefined();
    firstRun = res.result!;
    expect(firstRun).toMatchObject({ status: 'com-erros', created: 350 });

    // Passes at once and again: still one message per person.
    const after = await Promise.all([pass(), pass(), pass()]);
    expect(after.some((p) => p.runs.includes(firstRun.id))).toBe(true);
    await pass();
    const expected = await expectedOf(firstRun.id);
    expect(expected.get(lawyer.uid)?.length).toBeGreaterThan(300);
    const mails = await expectOneMailEach(firstRun.id, expected);

    const mine = mails.find((m) => m.to.includes(lawyer.email))!;
    expect(mine.subject).toMatch(/^\d+ novas intimações/);
    expect(mine.text).toContain(`/lawsuits/intimations?triage=a-tratar&owner=${lawyer.uid}`);
    // The list shows the first 100 and says how many more the inbox has.
    expect(mine.text.match(/\/lawsuits\/intimations\/dj-/g)).toHaveLength(100);
    expect(mine.text).toContain(`… e mais ${expected.get(lawyer.uid)!.length - 100} na caixa de intimações.`);
    // In the bell too: one entry for the run.
    const bell = (await call<NotificationPage>(lawyer, 'notifications-list', { limit: 50 })).items.filter((n) => n.id.endsWith(`intimacoes-${firstRun.id}`));
    expect(bell.map((n) => n.title)).toEqual([mine.subject]);
  }, 120_000);

  it('mails the administrators once that a run failed, with subject and body agreeing', async () => {
    const [mail, ...more] = await waitForMail((m) => m.to.includes(admin.email) && m.subject === FAILING_SUBJECT);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('A última consulta ao DJEN para OAB/MG 403 (Inscrição recusada) falhou em ');
    expect(mail!.text).toContain('Ainda não houve uma leitura completa: não sabemos se há intimações novas.');
    expect(mail!.text).toContain('Motivo: o DJEN recusou o acesso (HTTP 403)');
    expect(mail!.text).not.toContain('ainda não foi consultado');
    expect(mail!.text).not.toContain('OAB/SP 350');
    expect((await listMail()).filter((m) => !m.to.includes(admin.email) && m.subject === FAILING_SUBJECT)).toEqual([]);
  });

  it('mails a second run only for what is new, and no second failure for the same spell', async () => {
    await saveOabs([VOLUME, MORE, REFUSED]);
    const res = await callFn<Listed<IntegrationRunRecord>>('integrations-syncDjen', { from, to }, tokens[admin.uid]);
    expect(res.error).toBeUndefined();
    const second = res.result!;
    expect(second.created).toBe(12);
    await pass();
    await pass();
    const expected = await expectedOf(second.id);
    const mails = await expectOneMailEach(second.id, expected);
    const mine = mails.find((m) => m.to.includes(lawyer.email))!;
    const listed = [...mine.text.matchAll(/\/lawsuits\/intimations\/(dj-[0-9a-f]+)/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...expected.get(lawyer.uid)!].sort());
    // Two runs, two messages for him in all.
    expect((await listMail()).filter((m) => m.to.includes(lawyer.email) && RUN_SUBJECT.test(m.subject))).toHaveLength(2);
    expect((await listMail()).filter((m) => m.subject === FAILING_SUBJECT)).toHaveLength(1);
  }, 60_000);

  describe('segredo de justiça and hearings', () => {
    const runId = `run-mail-${Date.now().toString(36)}`;
    let secret: { id: string; cnj: string; clientName: string; responsible: string };
    let open: { id: string; cnj: string; clientName: string };
    const secretIntimation = `int-mail-secret-${Date.now().toString(36)}`;
    const openIntimation = `int-mail-open-${Date.now().toString(36)}`;

    function record(id: string, lawsuit: { id: string; cnj: string; clientName: string }, owners: string[], i: number, run = runId): IntimationRecord {
      return {
        djenId: 932000000 + i,
        hash: id,
        availableOn: officeDate(),
        tribunal: 'TJSP',
        kind: 'Intimação',
        organ: '2ª Vara Cível',
        text: 'Designo audiência de conciliação para 10/02/2031, às 14:00.',
        textFormat: 'texto',
        cnjDigits: lawsuit.cnj.replace(/\D/g, ''),
        cnj: lawsuit.cnj,
        className: 'PROCEDIMENTO COMUM CÍVEL',
        documentType: 'Despacho',
        medium: 'Diário de Justiça Eletrônico Nacional',
        link: null,
        lawyers: [],
        recipients: [{ pole: 'A', name: lawsuit.clientName }],
        cancelled: null,
        djenIds: [932000000 + i],
        oabKeys: [],
        termKeys: [],
        owners,
        lawsuitId: lawsuit.id,
        matched: true,
        read: false,
        readBy: null,
        readAt: null,
        certificateUrl: 'https://comunicaapi.pje.jus.br/api/v1/comunicacao/x/certidao',
        prazoEventId: null,
        fetchedAt: new Date().toISOString(),
        capturedInRun: run,
        ...untreatedFields(),
      };
    }

    beforeAll(async () => {
      const lawsuits = (await stores.documents.list(COLLECTIONS.lawsuits, { limit: 500 })).docs.map((d) => ({
        id: d.id,
        ...(d.data as unknown as { cnj: string | null; clientName: string; confidential?: boolean; responsibleLawyerIds: string[] }),
      }));
      const hidden = lawsuits.find((l) => l.confidential && l.cnj && !l.responsibleLawyerIds.includes(colleague.uid) && l.responsibleLawyerIds.length > 0)!;
      secret = { id: hidden.id, cnj: hidden.cnj!, clientName: hidden.clientName, responsible: hidden.responsibleLawyerIds[0]! };
      const shown = lawsuits.find((l) => !l.confidential && l.cnj && l.responsibleLawyerIds.includes(lawyer.uid))!;
      open = { id: shown.id, cnj: shown.cnj!, clientName: shown.clientName };
      const owners = [colleague.uid, secret.responsible];
      await stores.documents.create(COLLECTIONS.intimations, secretIntimation, record(secretIntimation, secret, owners, 1) as never);
      await stores.documents.create(COLLECTIONS.intimations, openIntimation, record(openIntimation, open, [...owners, lawyer.uid], 2) as never);
      await stores.documents.create(COLLECTIONS.integrationRuns, runId, finishedRun(2) as never);
      await clearMail();
    });

    /** A run as a capture leaves it, finished now (written here: the inserted intimações are its own). */
    function finishedRun(created: number): IntegrationRunRecord {
      return {
        integration: 'djen',
        trigger: 'manual',
        startedBy: admin.uid,
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        finishedAt: new Date().toISOString(),
        status: 'concluida',
        lawsuitId: null,
        requests: 1,
        fetched: created,
        created,
        duplicates: 0,
        notFound: 0,
        errors: [],
        moreErrors: 0,
        stopReason: null,
      };
    }

    it('leaves an intimação under segredo out of the message of whoever may not see its lawsuit', async () => {
      await pass();
      const [theirs, ...more] = await waitForMail((m) => m.to.includes(colleague.email) && isRunMail(runId)(m));
      expect(more).toEqual([]);
      expect(theirs!.subject).toBe('1 nova intimação');
      for (const hidden of [secret.cnj, secret.cnj.replace(/\D/g, ''), secret.clientName, secretIntimation]) {
        expect(theirs!.text).not.toContain(hidden);
        expect(theirs!.html).not.toContain(hidden);
      }
      expect(theirs!.text).toContain(open.cnj);
      const bell = (await call<NotificationPage>(colleague, 'notifications-list', { limit: 50 })).items.find((n) => n.id.endsWith(`intimacoes-${runId}`))!;
      expect(JSON.stringify(bell)).not.toContain(secret.cnj);

      // Who is responsible for the lawsuit under segredo is told of both.
      const [responsible] = await waitForMail((m) => m.to.includes(emailOf(secret.responsible)) && isRunMail(runId)(m));
      expect(responsible!.subject).toBe('2 novas intimações');
      expect(responsible!.text).toContain(secret.cnj);
    });

    it('mails the owner of a hearing an accepted intimação put on their agenda, at once and once', async () => {
      await clearMail();
      const current = await stores.documents.get(COLLECTIONS.intimations, openIntimation);
      const accepted = await call<IntimationAcceptResult>(admin, 'intimations-accept', {
        id: openIntimation,
        expectedVersion: current!.version,
        actions: [{ kind: 'audiencia', act: 'Audiência de conciliação', date: '2031-02-10', startTime: '14:00', ownerId: lawyer.uid }],
      });
      const [hearing] = accepted.events;
      expect(hearing).toMatchObject({ change: 'criado', date: '2031-02-10' });
      await pass();
      await pass();
      const mails = await waitForMail((m) => m.to.includes(lawyer.email) && m.subject.startsWith('Marcado na sua agenda a partir de uma intimação'));
      expect(mails.map((m) => m.subject)).toEqual(['Marcado na sua agenda a partir de uma intimação: Audiência de conciliação']);
      expect(mails[0]!.text).toContain('Audiência em 10/02/2031 às 14:00');
      expect(mails[0]!.text).toContain(`/events/${hearing!.id}`);
      // Not also "Você foi incluído(a)": one message for one hearing.
      expect((await listMail()).filter((m) => m.to.includes(lawyer.email) && m.subject.startsWith('Você foi incluído(a)'))).toEqual([]);
    });

    it('brings a run to whoever chose the digest in their 07:00 digest, not at once', async () => {
      const digestRun = `run-mail-digest-${Date.now().toString(36)}`;
      const prefs = await call<NotificationPreferencesView>(colleague, 'notifications-preferences');
      const saved = await call<NotificationPreferencesView>(colleague, 'notifications-updatePreferences', {
        expectedVersion: prefs.version,
        email: { 'intimacao-nova': 'resumo' },
      });
      try {
        const id = `int-mail-digest-${Date.now().toString(36)}`;
        await stores.documents.create(COLLECTIONS.intimations, id, record(id, open, [colleague.uid], 3, digestRun) as never);
        await stores.documents.create(COLLECTIONS.integrationRuns, digestRun, finishedRun(1) as never);
        await clearMail();
        await pass();
        await pass();
        expect((await listMail()).filter((m) => m.to.includes(colleague.email) && isRunMail(digestRun)(m))).toEqual([]);
        clock = Date.parse('2031-01-07T10:00:00.000Z'); // the next pass is 07:01 on Tuesday in São Paulo
        await pass();
        const [digest] = await waitForMail((m) => m.to.includes(colleague.email) && m.subject.startsWith('Resumo de 07/01/2031'));
        expect(digest!.text).toContain('Novas intimações (uma mensagem por captura do DJEN) (1)');
        expect(digest!.text).toContain(`- 1 nova intimação — Da captura do DJEN de `);
        expect(digest!.text).toContain(open.cnj);
        expect(digest!.text).toContain(`/lawsuits/intimations/${id}`);
      } finally {
        await call(colleague, 'notifications-updatePreferences', {
          expectedVersion: saved.version,
          email: { 'intimacao-nova': prefs.email['intimacao-nova'] },
        });
      }
    });
  });
});
