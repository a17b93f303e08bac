import { describe, expect, it } from 'vitest';
import { describeNotification, digestDayOf, emailModes, workingNoticesDue, type EventFacts, type NotificationFacts } from './notifications';
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
  it('names the lawsuit and the client only to who reads Processos and Clientes', () => {
    const facts: NotificationFacts = { kind: 'lembrete', event, reminderMinutes: 60 };
    expect(describeNotification(facts, everything)).toEqual({
      title: 'Lembrete: Audiência de conciliação',
      detail: 'Audiência em 10/03/2031 às 14:00 (lembrete 1 hora antes) · Processo 1001234-54.2024.8.26.0100 · Cliente Maria Souza',
      link: '/events/evt1',
    });
    const intern = describeNotification(facts, agendaOnly);
    expect(intern.detail).toBe('Audiência em 10/03/2031 às 14:00 (lembrete 1 hora antes)');
    // Someone whose Agenda was taken away learns not even the title.
    expect(describeNotification(facts, nothing)).toEqual({
      title: 'Lembrete de um compromisso da agenda',
      detail: 'Você não tem mais acesso à Agenda.',
      link: null,
    });
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
