/**
 * Notifications over HTTP: the notifier's pass (the emulator-only `notifierTick`, with a chosen clock) turns what
 * is due into notifications once per person, the callables show each person their own in words their access
 * allows, and e-mail reaches the local SMTP sink (MailDev) as each person chose — at once, in the 07:00 digest or
 * not at all — exactly once, also with passes running at once and one killed holding its claims.
 *
 * This file lives in March 2031 (São Paulo is UTC−3): its passes move forward in time, as the notifier's mark does.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  COLLECTIONS,
  pendingOutbox,
  untreatedFields,
  type EventSaved,
  type IntegrationRunRecord,
  type IntegrationsOverview,
  type IntimationRecord,
  type MonitoredOab,
  type NotificationPage,
  type NotificationPreferencesView,
  type NotificationRecord,
  type NotificationView,
  type StaffCreated,
  type ThreadView,
} from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import type { Stores } from '../../functions/src/store/open-stores';
import { eventInput, storedPrazo } from '../support/agenda';
import { callFn, setPasswordFromLink, signIn } from '../support/emulator-client';
import { clearMail, listMail, waitForMail, type SinkMail } from '../support/mail-sink';
import { passThatDiesHoldingClaims, tick } from '../support/notifier';
import { testStores } from '../support/store';

const person = (uid: string) => SEED_STAFF.find((s) => s.uid === uid)!;
const admin = person('staff-helena-barbosa');
const lawyer = person('staff-rafael-moreira');
const colleague = person('staff-juliana-ferreira');
const finance = person('staff-camila-souza');
const intern = person('staff-lucas-almeida');
const tokens: Record<string, string> = {};
/** A person of this file only, so what other suites sent her cannot crowd her digest. */
const reader = { uid: '', email: `resumo.${Date.now().toString(36)}@barbosaadvocacia.test`, name: 'Leitora do Resumo', password: 'Resumo#2026' };
let stores: Stores;
let lawsuit: { id: string; cnj: string; clientName: string };
let monitoredBefore: MonitoredOab[] = [];

async function call<T>(who: { uid: string }, name: string, data: unknown = {}): Promise<T> {
  const res = await callFn<T>(name, data, tokens[who.uid]);
  expect(res.error, `${name}: ${JSON.stringify(res.error)}`).toBeUndefined();
  return res.result!;
}

async function bell(who: { uid: string }): Promise<NotificationPage> {
  return call<NotificationPage>(who, 'notifications-list', { limit: 50 });
}

/** This person's notifications of a kind, newest first. */
async function mine(who: { uid: string }, kind: NotificationView['kind']): Promise<NotificationView[]> {
  return (await bell(who)).items.filter((n) => n.kind === kind);
}

const to = (who: { email: string }) => (m: SinkMail) => m.to.includes(who.email);

beforeAll(async () => {
  for (const s of [admin, lawyer, colleague, finance, intern]) tokens[s.uid] = await signIn(s.email, s.password);
  const created = await callFn<StaffCreated>('staff-create', { email: reader.email, name: reader.name, read: ['Agenda'], write: [] }, tokens[admin.uid]);
  await setPasswordFromLink(created.result!.passwordSetupLink!, reader.password);
  reader.uid = created.result!.member.uid;
  tokens[reader.uid] = await signIn(reader.email, reader.password);
  stores = await testStores();
  const found = await stores.documents.list(COLLECTIONS.lawsuits, {
    where: [{ field: 'responsibleLawyerIds', op: 'array-contains', value: lawyer.uid }],
    orderBy: [{ field: 'subject' }],
    limit: 20,
  });
  const withNumber = found.docs.find((d) => typeof d.data.cnj === 'string')!;
  lawsuit = { id: withNumber.id, cnj: withNumber.data.cnj as string, clientName: withNumber.data.clientName as string };
  monitoredBefore = (await call<IntegrationsOverview>(admin, 'integrations-list')).djen.oabs;
  await clearMail();
});

afterAll(async () => {
  const o = await call<IntegrationsOverview>(admin, 'integrations-list');
  await call(admin, 'integrations-updateDjen', { expectedVersion: o.djen.version, oabs: monitoredBefore });
  await stores?.documents.close();
});

describe('notifications', () => {
  let entryId = '';

  it('reminds each person on an entry once, when its reminder time is reached, and not before', async () => {
    // Monday 10/03/2031, 14:00 in São Paulo (17:00 UTC), reminder 1 hour before: 16:00 UTC.
    const saved = await call<EventSaved>(admin, 'agenda-create', {
      event: eventInput({
        date: '2031-03-10',
        ownerId: admin.uid,
        participantIds: [lawyer.uid, intern.uid],
        reminderMinutes: 60,
        lawsuitId: lawsuit.id,
        location: 'Fórum João Mendes Júnior, sala 1.204',
      }),
    });
    entryId = saved.event.id;
    await tick('2031-03-10T15:59:00.000Z');
    expect((await mine(lawyer, 'lembrete')).filter((n) => n.link === `/events/${entryId}`)).toEqual([]);

    await tick('2031-03-10T16:00:30.000Z');
    await Promise.all([tick('2031-03-10T16:01:00.000Z'), tick('2031-03-10T16:01:00.000Z'), tick('2031-03-10T16:01:00.000Z')]);
    for (const who of [admin, lawyer, intern]) {
      const reminders = (await mine(who, 'lembrete')).filter((n) => n.link === `/events/${entryId}`);
      expect(reminders, who.uid).toHaveLength(1);
      expect(reminders[0]!.title).toBe('Lembrete: Audiência de instrução e julgamento');
      expect(reminders[0]!.detail).toContain('10/03/2031 às 14:00');
    }
    // The lawyer reads Processos and sees the number; the intern (Agenda only) too, as he is on the hearing.
    expect((await mine(lawyer, 'lembrete'))[0]!.detail).toContain(lawsuit.cnj);
    const internReminder = (await mine(intern, 'lembrete'))[0]!;
    expect(internReminder.detail).toContain(`Processo ${lawsuit.cnj} · Cliente ${lawsuit.clientName}`);
    // Where the hearing is, for everyone on it; the e-mail says which office it comes from.
    expect(internReminder.detail).toContain('Local: Fórum João Mendes Júnior, sala 1.204');
    const [mail] = await waitForMail((m) => to(intern)(m) && m.subject === 'Lembrete: Audiência de instrução e julgamento');
    expect(mail!.text).toContain('Local: Fórum João Mendes Júnior, sala 1.204');
    expect(mail!.text.startsWith('Barbosa & Moreira Advogados Associados')).toBe(true);
    expect(mail!.text).toContain('Enviado pelo sistema interno de Barbosa & Moreira Advogados Associados.');
  });

  it('tells who was added to or removed from an entry, never the person who did it, and mails it at once by default', async () => {
    const added = (await mine(lawyer, 'agenda-participacao')).filter((n) => n.link === `/events/${entryId}`);
    expect(added.map((n) => n.title)).toEqual(['Você foi incluído(a) em: Audiência de instrução e julgamento']);
    expect(added[0]!.detail).toContain(`por ${admin.name}`);
    expect((await mine(admin, 'agenda-participacao')).filter((n) => n.link === `/events/${entryId}`)).toEqual([]);

    const current = await stores.documents.get(COLLECTIONS.events, entryId);
    await call(admin, 'agenda-update', {
      id: entryId,
      expectedVersion: current!.version,
      event: eventInput({ date: '2031-03-10', ownerId: admin.uid, participantIds: [lawyer.uid], reminderMinutes: 60, lawsuitId: lawsuit.id }),
    });
    const removed = (await mine(intern, 'agenda-participacao')).find((n) => n.title.startsWith('Você foi removido(a) de'));
    expect(removed?.title).toBe('Você foi removido(a) de: Audiência de instrução e julgamento');

    // No pass of the scheduler: "Na hora" goes with the call that made it (platform/mail-now.ts).
    const [mail] = await waitForMail((m) => to(intern)(m) && m.subject.startsWith('Você foi removido(a) de'));
    expect(mail!.text).toContain('Por que você recebeu este e-mail: Alguém mudou sua participação num compromisso da agenda.');
    expect(mail!.text).toMatch(/Para mudar quais notificações chegam por e-mail e quando, acesse http:\/\/127\.0\.0\.1:\d+\/profile\/settings/);
    expect(mail!.text).toContain(`/events/${entryId}`);
    expect(mail!.text).not.toContain(lawsuit.cnj);
  });

  it('warns of an open prazo fatal tomorrow and then today, from 07:00, to the people on it and the lawsuit’s lawyers', async () => {
    const id = `evt-notify-prazo-${Date.now().toString(36)}`;
    await stores.documents.create(COLLECTIONS.events, id, {
      ...storedPrazo({ date: '2031-03-12', title: 'Contestação', ownerId: intern.uid, internalDate: '2031-03-10' }),
      lawsuitId: lawsuit.id,
    });
    const forThis = async (who: { uid: string }) => (await mine(who, 'prazo-fatal')).filter((n) => n.link === `/events/${id}`);
    // Written around the agenda's owner, so the lawsuit's open-prazo projection never counted it: removed at the end,
    // so later suites (the home page's counts) meet a consistent office.
    onTestFinished(() => stores.documents.delete(COLLECTIONS.events, id));

    await tick('2031-03-11T09:30:00.000Z'); // 06:30 in São Paulo: not yet
    expect(await forThis(lawyer)).toEqual([]);
    await tick('2031-03-11T10:05:00.000Z'); // 07:05
    await tick('2031-03-11T10:10:00.000Z');
    for (const who of [lawyer, intern])
      expect(
        (await forThis(who)).map((n) => n.title),
        who.uid,
      ).toEqual(['Prazo fatal amanhã: Contestação']);
    expect((await forThis(lawyer))[0]!.detail).toContain(lawsuit.cnj);
    // The intern is on the prazo: he is told its lawsuit's number without Processos.
    expect((await forThis(intern))[0]!.detail).toContain(lawsuit.cnj);
    expect(await forThis(colleague)).toEqual([]);

    await tick('2031-03-12T10:05:00.000Z');
    expect((await forThis(lawyer)).map((n) => n.title)).toEqual(['Prazo fatal hoje: Contestação', 'Prazo fatal amanhã: Contestação']);
    expect((await forThis(lawyer))[0]!.detail).toContain('prazo interno 10/03/2031');
  });

  describe('intimações', () => {
    const intimationId = `int-notify-${Date.now().toString(36)}`;
    /** The capture run that stored it (capture-mail.test.ts drives real runs; this one is written as a run leaves it). */
    const runId = `run-notify-${Date.now().toString(36)}`;
    const partyIntimationId = `int-notify-party-${Date.now().toString(36)}`;

    beforeAll(async () => {
      // The intern's own inscription is monitored (Sobre links it to his account); he does not read Processos.
      const o = await call<IntegrationsOverview>(admin, 'integrations-list');
      const internOab: MonitoredOab = { uf: 'SP', number: '215870', name: intern.name, memberId: 'eqp-lucas' };
      await call(admin, 'integrations-updateDjen', { expectedVersion: o.djen.version, oabs: [...o.djen.oabs.filter((x) => x.number !== '215870'), internOab] });
      const record: IntimationRecord = {
        djenId: 931000001,
        hash: intimationId,
        availableOn: '2031-03-12',
        tribunal: 'TJSP',
        kind: 'Intimação',
        organ: '2ª Vara Cível',
        text: 'Fica a parte intimada para contestar.',
        textFormat: 'texto',
        cnjDigits: lawsuit.cnj.replace(/\D/g, ''),
        cnj: lawsuit.cnj,
        className: 'PROCEDIMENTO COMUM CÍVEL',
        documentType: 'Despacho',
        medium: 'Diário de Justiça Eletrônico Nacional',
        link: null,
        lawyers: [{ name: intern.name, uf: 'SP', number: '215870' }],
        recipients: [{ pole: 'P', name: lawsuit.clientName }],
        cancelled: null,
        djenIds: [931000001],
        oabKeys: ['SP-215870'],
        lawsuitId: lawsuit.id,
        matched: true,
        read: false,
        readBy: null,
        readAt: null,
        certificateUrl: 'https://comunicaapi.pje.jus.br/api/v1/comunicacao/x/certidao',
        prazoEventId: null,
        // What the DJEN sync stored, at this file's time; without `owners`, whose it is comes from the inscription and the lawsuit.
        fetchedAt: '2031-03-12T11:00:00.000Z',
        capturedInRun: runId,
        ...untreatedFields(),
      };
      await stores.documents.create(COLLECTIONS.intimations, intimationId, record as unknown as Parameters<Stores['documents']['create']>[2]);
      // Found only by a party term Juliana holds, of no lawsuit of the office: the capture stored her as its owner.
      const byTerm: IntimationRecord = {
        ...record,
        djenId: 931000002,
        djenIds: [931000002],
        hash: partyIntimationId,
        cnj: null,
        cnjDigits: null,
        lawyers: [],
        recipients: [{ pole: 'P', name: 'Empresa Vigiada Ltda.' }],
        oabKeys: [],
        termKeys: ['parte:empresa vigiada ltda.'],
        owners: [colleague.uid],
        lawsuitId: null,
        matched: false,
      };
      delete byTerm.capturedInRun; // not of that run: its notice stays the inscription's
      await stores.documents.create(COLLECTIONS.intimations, partyIntimationId, byTerm as unknown as Parameters<Stores['documents']['create']>[2]);
      const run: IntegrationRunRecord = {
        integration: 'djen',
        trigger: 'agendada',
        startedBy: 'agendador',
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        finishedAt: new Date().toISOString(),
        status: 'concluida',
        lawsuitId: null,
        requests: 1,
        fetched: 1,
        created: 1,
        duplicates: 0,
        notFound: 0,
        errors: [],
        moreErrors: 0,
        stopReason: null,
      };
      await stores.documents.create(COLLECTIONS.integrationRuns, runId, run as unknown as Parameters<Stores['documents']['create']>[2]);
    });

    it('reaches the inscription’s holder and the lawsuit’s lawyer once for the run; the holder without Processos learns no number or client', async () => {
      await tick('2031-03-12T11:01:00.000Z');
      await tick('2031-03-12T11:02:00.000Z');
      const ofRun = (items: NotificationView[]) => items.filter((n) => n.id.endsWith(`_intimacoes-${runId}`));
      const forLawyer = ofRun(await mine(lawyer, 'intimacao-nova'));
      expect(forLawyer.map((n) => [n.title, n.link])).toEqual([['1 nova intimação', `/lawsuits/intimations?triage=a-tratar&owner=${lawyer.uid}`]]);
      const forIntern = ofRun(await mine(intern, 'intimacao-nova'));
      expect(forIntern.map((n) => [n.title, n.link])).toEqual([['1 nova intimação no DJEN para você', null]]);
      expect(JSON.stringify(forIntern)).not.toContain(lawsuit.cnj);
      expect(ofRun(await mine(colleague, 'intimacao-nova'))).toEqual([]);

      const [internMail] = await waitForMail((m) => to(intern)(m) && m.subject === '1 nova intimação no DJEN para você');
      for (const secret of [lawsuit.cnj, lawsuit.cnj.replace(/\D/g, ''), lawsuit.clientName]) {
        expect(internMail!.text).not.toContain(secret);
        expect(internMail!.html).not.toContain(secret);
      }
      const lawyerMails = await waitForMail((m) => to(lawyer)(m) && (m.messageId ?? '').includes(`_intimacoes-${runId}@`));
      expect(lawyerMails.map((m) => m.subject)).toEqual(['1 nova intimação']);
      expect(lawyerMails[0]!.text).toContain(lawsuit.cnj);
      expect(lawyerMails[0]!.text).toContain(`/lawsuits/intimations/${intimationId}`);
      expect(lawyerMails[0]!.text).toContain(
        'Por que você recebeu este e-mail: As intimações são para os seus termos monitorados (inscrição na OAB, nomes) ou de processos pelos quais você é responsável.',
      );
    });

    it('nags whose it is once it has been untreated for a whole working day, only people who read Processos', async () => {
      await tick('2031-03-12T22:00:00.000Z'); // the same day: not yet
      expect(await mine(lawyer, 'intimacao-pendente')).toEqual([]);
      await tick('2031-03-13T10:05:00.000Z'); // Thursday 07:05
      await tick('2031-03-13T10:30:00.000Z');
      const nag = (await mine(lawyer, 'intimacao-pendente')).filter((n) => n.link === `/lawsuits/intimations/${intimationId}`);
      expect(nag.map((n) => n.title)).toEqual(['Intimação a tratar há mais de um dia útil']);
      expect(await mine(intern, 'intimacao-pendente')).toEqual([]);
      // "Sem tratamento" goes to the digest by default: no e-mail of its own.
      expect((await listMail()).filter((m) => to(lawyer)(m) && m.subject.startsWith('Intimação a tratar'))).toEqual([]);
    });

    it('nags the holder of the party term that found it (its stored owners), not the administrators', async () => {
      const nagOf = async (who: { uid: string }) =>
        (await mine(who, 'intimacao-pendente')).filter((n) => n.link === `/lawsuits/intimations/${partyIntimationId}`).map((n) => n.title);
      expect(await nagOf(colleague)).toEqual(['Intimação a tratar há mais de um dia útil']);
      expect(await nagOf(admin)).toEqual([]);
      expect(await nagOf(lawyer)).toEqual([]);
    });
  });

  it('mails each kind as the person chose: at once, in the 07:00 digest, or not at all — and the bell has it either way', async () => {
    const prefs = await call<NotificationPreferencesView>(lawyer, 'notifications-preferences');
    expect(prefs.email.mensagem).toBe('resumo');
    expect(prefs.kinds).not.toContain('captura-falhando');
    const saved = await call<NotificationPreferencesView>(lawyer, 'notifications-updatePreferences', {
      expectedVersion: prefs.version,
      email: { mensagem: 'imediato' },
    });
    expect(saved.email.mensagem).toBe('imediato');
    const stale = await callFn('notifications-updatePreferences', { expectedVersion: prefs.version, email: { mensagem: 'desligado' } }, tokens[lawyer.uid]);
    expect([stale.status, stale.error?.details?.id]).toEqual([409, 'conflict']);
    const financePrefs = await call<NotificationPreferencesView>(finance, 'notifications-preferences');
    await call(finance, 'notifications-updatePreferences', { expectedVersion: financePrefs.version, email: { mensagem: 'desligado' } });
    const bad = await callFn('notifications-updatePreferences', { expectedVersion: null, email: { mensagem: 'sempre' } }, tokens[reader.uid]);
    expect(bad.status).toBe(400);
    expect(await stores.documents.get(COLLECTIONS.notificationPreferences, reader.uid)).toBeNull();

    const thread = await call<ThreadView>(admin, 'messages-send', {
      toIds: [lawyer.uid, reader.uid, finance.uid],
      subject: 'Reunião de pauta na sexta',
      body: 'Tragam a lista de prazos da semana.',
      link: null,
    });
    // The message was sent on the real clock, so in this file's time its digest is due at the next working pass.
    await tick('2031-03-13T12:00:00.000Z');
    await Promise.all([tick('2031-03-13T12:01:00.000Z'), tick('2031-03-13T12:01:00.000Z')]);
    await waitForMail((m) => to(lawyer)(m) && m.subject === `Nova mensagem de ${admin.name}`);
    expect((await listMail()).filter((m) => (to(reader)(m) || to(finance)(m)) && m.subject.startsWith('Nova mensagem'))).toEqual([]);
    for (const who of [lawyer, reader, finance]) {
      expect((await mine(who, 'mensagem')).find((n) => n.link === `/messages/${thread.mailbox.threadId}`)?.detail, who.uid).toBe('Reunião de pauta na sexta');
    }
    const digests = await waitForMail((m) => to(reader)(m) && m.subject.startsWith('Resumo de 13/03/2031'));
    expect(digests).toHaveLength(1);
    // Other suites on this emulator may have written to her too: at least this message, in its group.
    expect(digests[0]!.text).toContain('Novas mensagens (1)');
    expect(digests[0]!.text).toContain('Reunião de pauta na sexta');
    expect(digests[0]!.text).toContain(
      'Por que você recebeu este e-mail: Você escolheu receber estes tipos de notificação no resumo diário das 07:00 (novas mensagens).',
    );

    // What arrives after a day's digest waits for the next one: the nag of Thursday 07:05 goes out on Friday at 07:00.
    await tick('2031-03-14T09:59:00.000Z'); // 06:59: not yet
    expect((await listMail()).filter((m) => to(lawyer)(m) && m.subject.startsWith('Resumo de'))).toEqual([]);
    await tick('2031-03-14T10:01:00.000Z');
    await Promise.all([tick('2031-03-14T10:02:00.000Z'), tick('2031-03-14T10:02:00.000Z')]);
    const lawyerDigest = await waitForMail((m) => to(lawyer)(m) && m.subject.startsWith('Resumo de 14/03/2031'));
    expect(lawyerDigest).toHaveLength(1);
    expect(lawyerDigest[0]!.text).toContain('Intimação a tratar há mais de um dia útil');
    expect(lawyerDigest[0]!.text).toContain(lawsuit.cnj);
    // One digest a day at most, and the message never mailed to who turned it off.
    const readerDays = (await listMail()).filter((m) => to(reader)(m) && m.subject.startsWith('Resumo de')).map((m) => m.subject.slice(10, 20));
    expect(new Set(readerDays).size).toBe(readerDays.length);
    expect((await listMail()).filter((m) => to(finance)(m) && m.text.includes('Reunião de pauta na sexta'))).toEqual([]);
  });

  // Twenty-one passes, ten at a time, and a process of its own: on the Firestore emulator their transactions run
  // one at a time (emulator-gate.ts), so this takes longer than the suite's default 30 s.
  it('sends each e-mail exactly once with ten passes at once and one killed while it held its claims', async () => {
    await clearMail();
    // Waiting e-mails, as a call leaves them when it could not send them itself (a call sends its own at once:
    // "tells who was added…" above), written straight to the outbox so that only the passes send them.
    const send = async (n: number) => {
      const threadId = `thr-outbox-${Date.now().toString(36)}-${n}`;
      const notification = `${lawyer.uid}_mensagem-${threadId}`;
      const now = new Date().toISOString();
      await stores.documents.create(COLLECTIONS.notifications, notification, {
        recipientId: lawyer.uid,
        kind: 'mensagem',
        at: now,
        facts: { kind: 'mensagem', threadId, fromName: admin.name, subject: `Pauta ${n}` },
        read: false,
        readAt: null,
        email: 'imediato',
        digestDay: null,
        pendingDigest: false,
      } satisfies NotificationRecord);
      await stores.documents.create(COLLECTIONS.emailOutbox, `n_${notification}`, { ...pendingOutbox(lawyer.uid, [notification], null, now) });
      return threadId;
    };
    const held = await Promise.all([1, 2, 3, 4].map(send));
    const dying = await passThatDiesHoldingClaims('2031-03-14T12:00:00.000Z');
    expect(dying.claimed).toBeGreaterThanOrEqual(4);
    dying.kill();
    const free = await Promise.all([5, 6, 7].map(send));

    await Promise.all(Array.from({ length: 10 }, () => tick('2031-03-14T12:01:00.000Z')));
    const early = (await listMail()).filter(to(lawyer)).map((m) => m.subject);
    expect(early.sort()).toEqual(['Nova mensagem de Helena Barbosa', 'Nova mensagem de Helena Barbosa', 'Nova mensagem de Helena Barbosa']);

    // The dead pass's claims lapse after 5 minutes; the next passes send what it held.
    await Promise.all(Array.from({ length: 10 }, () => tick('2031-03-14T12:06:00.000Z')));
    await tick('2031-03-14T12:20:00.000Z');
    const mails = (await listMail()).filter(to(lawyer));
    const ids = mails.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(mails).toHaveLength(7);
    const outbox = await stores.documents.getMany(
      COLLECTIONS.emailOutbox,
      [...held, ...free].map((threadId) => `n_${lawyer.uid}_mensagem-${threadId}`),
    );
    expect(outbox.map((o) => o?.data.state)).toEqual(Array(7).fill('enviado'));
    expect(ids.sort()).toEqual(outbox.map((o) => `<${o!.id}@notificacoes.escritorio>`).sort());
  }, 90_000);

  it('tells nobody that a source is failing when an inscription was saved and merely never read', async () => {
    // The intern's inscription was saved and never read: the inbox says so, no e-mail (capture-mail.test.ts mails a real failure).
    await tick('2031-03-14T13:00:00.000Z');
    await tick('2031-03-14T13:05:00.000Z');
    expect((await mine(admin, 'captura-falhando')).filter((n) => n.detail.includes('215870'))).toEqual([]);
    expect((await listMail()).filter((m) => m.subject.startsWith('A captura de intimações do DJEN') && m.text.includes('215870'))).toEqual([]);
    expect(await mine(lawyer, 'captura-falhando')).toEqual([]);
  });

  it('reads a message’s notice in the bell when the thread is read', async () => {
    const notice = (await mine(reader, 'mensagem')).find((n) => n.detail === 'Reunião de pauta na sexta')!;
    expect(notice.read).toBe(false);
    const threadId = notice.link!.split('/').at(-1)!;
    await call(reader, 'messages-markRead', { threadId, read: true });
    expect((await mine(reader, 'mensagem')).find((n) => n.id === notice.id)?.read).toBe(true);
  });

  it('marks one’s own as read, one or all, audited; someone else’s reads as missing and nothing changes', async () => {
    const page = await bell(lawyer);
    expect(page.unread).toBeGreaterThan(2);
    const [first] = page.items.filter((n) => !n.read);
    const after = await call<{ unread: number }>(lawyer, 'notifications-markRead', { ids: [first!.id] });
    expect(after.unread).toBe(page.unread - 1);
    expect((await stores.documents.get(COLLECTIONS.notifications, first!.id))!.data).toMatchObject({ read: true });
    const audit = await stores.documents.list(COLLECTIONS.audit, { where: [{ field: 'entityId', op: '==', value: first!.id }], limit: 5 });
    expect(audit.docs.map((d) => [d.data.action, d.data.actor])).toEqual([['notifications.markRead', lawyer.uid]]);

    const internItem = (await bell(intern)).items.find((n) => !n.read)!;
    const foreign = await callFn('notifications-markRead', { ids: [internItem.id] }, tokens[lawyer.uid]);
    expect([foreign.status, foreign.error?.details?.id]).toEqual([404, 'not-found']);
    expect((await stores.documents.get(COLLECTIONS.notifications, internItem.id))!.data.read).toBe(false);

    expect((await call<{ unread: number }>(lawyer, 'notifications-markAllRead')).unread).toBe(0);
    expect((await call<{ unread: number }>(lawyer, 'notifications-unreadCount')).unread).toBe(0);
    expect((await call<NotificationPage>(lawyer, 'notifications-list', { unreadOnly: true })).items).toEqual([]);
  });
});
