import { describe, expect, it } from 'vitest';
import {
  captureRunLines,
  captureRunTitle,
  describeNotification,
  digestDayOf,
  emailModes,
  workingNoticesDue,
  type EventFacts,
  type NotificationFacts,
} from './notifications';
import { normalizeScopes } from './policy';

const everything = normalizeScopes({ write: ['Clientes', 'Processos', 'Agenda', 'Integrações'] });
const agendaOnly = normalizeScopes({ read: ['Agenda'] });
const nothing = normalizeScopes({});

const event: EventFacts = {
  eventId: 'evt1',
  title: 'Audiência de conciliação',
  eventKind: 'audiencia',
  date: '2031-03-10',
  startsAt: '2031-03-10T17:00:00.000Z',
  allDay: false,
  lawsuitId: 'proc1',
  lawsuitLabel: '1001234-54.2024.8.26.0100',
  clientName: 'Maria Souza',
};

describe('describeNotification', () => {
  it('says where a hearing is, and its lawsuit and client, to everyone on it (an intern without Processos too)', () => {
    const facts: NotificationFacts = { kind: 'lembrete', event: { ...event, location: 'Fórum João Mendes, sala 1.204' }, reminderMinutes: 60 };
    const detail =
      'Audiência em 10/03/2031 às 14:00 (lembrete 1 hora antes) · Local: Fórum João Mendes, sala 1.204 · Processo 1001234-54.2024.8.26.0100 · Cliente Maria Souza';
    expect(describeNotification(facts, everything).detail).toBe(detail);
    expect(describeNotification(facts, agendaOnly).detail).toBe(detail);
  });

  it('names the lawsuit and the client to who is no longer on the record only as their access allows', () => {
    const removed: NotificationFacts = { kind: 'agenda-participacao', event, change: 'removido', byName: 'Helena Barbosa' };
    expect(describeNotification(removed, everything).detail).toBe(
      'Audiência em 10/03/2031 às 14:00, por Helena Barbosa · Processo 1001234-54.2024.8.26.0100 · Cliente Maria Souza',
    );
    expect(describeNotification(removed, agendaOnly).detail).toBe('Audiência em 10/03/2031 às 14:00, por Helena Barbosa');
    const included: NotificationFacts = { ...removed, change: 'incluido' };
    expect(describeNotification(included, agendaOnly).detail).toContain('Processo 1001234-54.2024.8.26.0100 · Cliente Maria Souza');
    // Someone whose Agenda was taken away learns not even the title.
    expect(describeNotification({ kind: 'lembrete', event, reminderMinutes: 60 }, nothing)).toEqual({
      title: 'Lembrete de um compromisso da agenda',
      detail: 'Você não tem mais acesso à Agenda.',
      link: null,
    });
  });

  it("names a task's lawsuit to its assignee without Processos, not to someone only mentioned in it", () => {
    const task = {
      taskId: 't1',
      title: 'Protocolar no PJe',
      dueDate: '2031-03-10',
      lawsuitId: 'proc1',
      lawsuitLabel: '1001234-54.2024.8.26.0100',
      clientName: 'Maria Souza',
    } as const;
    const assigned: NotificationFacts = { kind: 'tarefa', task, change: 'atribuida', byName: 'Rafael Lima' };
    expect(describeNotification(assigned, agendaOnly).detail).toBe(
      'Entrega em 10/03/2031 · por Rafael Lima · Processo 1001234-54.2024.8.26.0100 · Cliente Maria Souza',
    );
    const mentioned: NotificationFacts = { ...assigned, change: 'mencao' };
    expect(describeNotification(mentioned, agendaOnly).detail).toBe('Entrega em 10/03/2031 · por Rafael Lima');
    expect(describeNotification(mentioned, everything).detail).toContain('Processo 1001234-54.2024.8.26.0100');
  });

  it('tells an inscription holder without Processos that something arrived, and nothing of what', () => {
    const facts: NotificationFacts = {
      kind: 'intimacao-nova',
      intimation: {
        intimationId: 'int1',
        tribunal: 'TJSP',
        availableOn: '2031-03-12',
        communication: 'Intimação',
        cnj: '1001234-54.2024.8.26.0100',
        oab: 'OAB/SP 215870',
      },
    };
    expect(describeNotification(facts, everything)).toEqual({
      title: 'Nova intimação',
      detail: 'Intimação do TJSP · Processo 1001234-54.2024.8.26.0100 · disponibilizada em 12/03/2031',
      link: '/lawsuits/intimations/int1',
    });
    const words = describeNotification(facts, agendaOnly);
    expect(words.link).toBeNull();
    expect(JSON.stringify(words)).not.toContain('1001234');
    expect(words.title).toBe('Nova intimação no DJEN para a sua inscrição OAB/SP 215870');
  });

  it('does not link a deleted entry, and links Integrações only to who reads it', () => {
    expect(describeNotification({ kind: 'agenda-participacao', event, change: 'excluido', byName: 'Helena Barbosa' }, everything).link).toBeNull();
    const capture: NotificationFacts = { kind: 'captura-falhando', integration: 'djen', message: 'Não foi possível consultar o DJEN.', reason: 'HTTP 403' };
    expect(describeNotification(capture, everything)).toMatchObject({ detail: 'Não foi possível consultar o DJEN. Motivo: HTTP 403', link: '/services' });
    expect(describeNotification(capture, agendaOnly).link).toBeNull();
  });
});

describe('the 07:00 digest', () => {
  it('takes what was made before 07:00 in São Paulo into that day’s digest, and the rest into the next day’s', () => {
    expect(digestDayOf('2031-03-10T09:59:59.000Z')).toBe('2031-03-10'); // 06:59:59
    expect(digestDayOf('2031-03-10T10:00:00.000Z')).toBe('2031-03-11'); // 07:00
    expect(digestDayOf('2031-03-11T02:30:00.000Z')).toBe('2031-03-11'); // 23:30 of the 10th
    expect(workingNoticesDue('2031-03-10T09:59:00.000Z')).toBe(false);
    expect(workingNoticesDue('2031-03-10T10:00:00.000Z')).toBe(true);
  });

  it('keeps what a person chose and the defaults for the rest', () => {
    expect(emailModes({ email: { mensagem: 'desligado' }, updatedBy: 'x' })).toMatchObject({
      mensagem: 'desligado',
      'prazo-fatal': 'imediato',
      'intimacao-pendente': 'resumo',
    });
  });
});

describe('a capture run’s message', () => {
  const run = {
    runId: 'run-1',
    finishedAt: '2031-03-10T10:10:00.000Z',
    total: 12,
    likely: 3,
    earliestDue: '2031-03-14',
    ownerId: 'staff-rafael',
    items: [
      {
        intimationId: 'int1',
        tribunal: 'TJSP',
        communication: 'Intimação',
        availableOn: '2031-03-07',
        cnj: '1001234-54.2024.8.26.0100',
        clientName: 'Maria Souza',
        action: { kind: 'prazo' as const, act: 'Réplica', days: 15, counting: 'uteis' as const, date: '2031-03-14', time: null },
      },
      {
        intimationId: 'int2',
        tribunal: 'TRT2',
        communication: 'Intimação',
        availableOn: '2031-03-07',
        cnj: null,
        clientName: null,
        action: null,
      },
    ],
  };

  it('counts in the title with singular and plural right, and the earliest likely fatal date as weekday and day', () => {
    expect(captureRunTitle(run)).toBe('12 novas intimações: 3 com prazo provável até sexta, 14/03');
    const at = run.finishedAt;
    expect(captureRunTitle({ total: 1, likely: 1, earliestDue: '2031-03-10', finishedAt: at })).toBe('1 nova intimação: com prazo provável até segunda, 10/03');
    expect(captureRunTitle({ total: 2, likely: 1, earliestDue: null, finishedAt: at })).toBe('2 novas intimações: 1 com prazo provável');
    expect(captureRunTitle({ total: 5, likely: 0, earliestDue: null, finishedAt: at })).toBe('5 novas intimações');
    // A first capture reads a month back: a fatal date already past on the day of the run is said so.
    expect(captureRunTitle({ total: 30, likely: 4, earliestDue: '2031-03-05', finishedAt: at })).toBe(
      '30 novas intimações: 4 com prazo provável, o primeiro vencido em quarta, 05/03',
    );
  });

  it('lists client, number and proposed action to who reads them, and links the filtered worklist', () => {
    const facts: NotificationFacts = { kind: 'intimacao-nova', run };
    expect(describeNotification(facts, everything)).toMatchObject({
      title: '12 novas intimações: 3 com prazo provável até sexta, 14/03',
      link: '/lawsuits/intimations?triage=a-tratar&owner=staff-rafael',
    });
    expect(captureRunLines(run, everything).map((l) => l.text)).toEqual([
      'Maria Souza · Processo 1001234-54.2024.8.26.0100 · TJSP · Réplica: 15 dias úteis, até 14/03/2031',
      'sem número de processo · TRT2 · Intimação disponibilizada em 07/03/2031, sem proposta',
    ]);
    const lawsuitsOnly = normalizeScopes({ read: ['Processos'] });
    expect(captureRunLines(run, lawsuitsOnly)[0]!.text).not.toContain('Maria Souza');
    expect(captureRunLines(run, agendaOnly)).toEqual([]);
    const words = describeNotification(facts, agendaOnly);
    expect(words).toEqual({
      title: '12 novas intimações no DJEN para você',
      detail: 'Você não tem acesso a Processos: peça a quem tem para tratá-las.',
      link: null,
    });
  });
});
