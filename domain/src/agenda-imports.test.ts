import { describe, expect, it } from 'vitest';
import { agendaKindOf, guessAgendaMapping, hearingEnd, readAgendaRows, sameAgendaEntry, sheetDate, sheetTime, splitPeople } from './agenda-imports';
import { officeDateTimeToInstant } from './dates';

/** Check digits that do not match. */
const NUMBER = '1000001-23.2024.8.26.0100';
/** A valid CNJ number (check digits by módulo 97). */
const VALID = '1000001-22.2024.8.26.0100';

describe('reading a spreadsheet of prazos and hearings', () => {
  it('reads days and times as offices write them', () => {
    expect(['25/12/2026', '5/3/27', '2026-12-25', '25-12-2026', '25/12/2026 14:30'].map(sheetDate)).toEqual([
      '2026-12-25',
      '2027-03-05',
      '2026-12-25',
      '2026-12-25',
      '2026-12-25',
    ]);
    expect(['31/02/2026', 'amanhã', ''].map(sheetDate)).toEqual([null, null, null]);
    expect(['9:30', '09h30', '14h', '14:00:00', '25:00', 'manhã'].map(sheetTime)).toEqual(['09:30', '09:30', '14:00', '14:00', null, null]);
  });

  it('tells a hearing from a prazo, by the kind cell or by the time', () => {
    expect(agendaKindOf('Audiência de conciliação', false)).toBe('audiencia');
    expect(agendaKindOf('Prazo para contestação', true)).toBe('prazo');
    expect(agendaKindOf('', true)).toBe('audiencia');
    expect(agendaKindOf('', false)).toBe('prazo');
    expect(agendaKindOf('Reunião com cliente', false)).toBeNull();
    expect(hearingEnd('14:30')).toBe('15:30');
    expect(hearingEnd('23:30')).toBe('23:59');
    expect(splitPeople('Rafael Moreira, helena@x.test; OAB/SP 245.180 e Juliana')).toEqual(['Rafael Moreira', 'helena@x.test', 'OAB/SP 245.180', 'Juliana']);
  });

  it('refuses past days, a hearing without time, bad numbers and repeats, each with its line and reason', () => {
    const mapping = guessAgendaMapping(['Data', 'Hora', 'Processo', 'Tipo', 'Descrição', 'Responsável']);
    expect(mapping).toEqual({ date: 0, time: 1, cnj: 2, kind: 3, title: 4, people: 5 });
    const rows = [
      ['10/12/2026', '', VALID, 'Prazo', 'Contestação', 'Rafael'],
      ['10/12/2026', '14:00', VALID, 'Audiência', 'Conciliação', ''],
      ['01/12/2026', '', VALID, 'Prazo', 'Réplica', ''],
      ['10/12/2026', '', VALID, 'Audiência', 'Instrução', ''],
      ['10/12/2026', '', NUMBER, 'Prazo', 'Recurso', ''],
      ['10/12/2026', '', VALID, 'prazo', 'Outra', ''],
      ['', '', VALID, 'Prazo', 'Sem data', ''],
    ];
    const { valid, problems } = readAgendaRows(rows, mapping, 2, '2026-12-03');
    expect(valid.map((r) => [r.line, r.kind, r.date, r.time, r.title, r.people])).toEqual([
      [2, 'prazo', '2026-12-10', null, 'Contestação', ['Rafael']],
      [3, 'audiencia', '2026-12-10', '14:00', 'Conciliação', []],
    ]);
    expect(problems.map((p) => [p.line, p.reason])).toEqual([
      [4, 'prazo fatal já passou (01/12/2026): importe só prazos em aberto'],
      [5, 'audiência sem hora: informe a hora (HH:mm)'],
      [6, 'número CNJ inválido: os dígitos verificadores não conferem'],
      [7, 'repetido no arquivo (linha 2)'],
      [8, 'sem data'],
    ]);
  });

  it('knows an entry the lawsuit already has: same kind and day, a hearing also its time', () => {
    const hearing = { kind: 'audiencia' as const, date: '2026-12-10', time: '14:00' };
    expect(sameAgendaEntry(hearing, { kind: 'audiencia', date: '2026-12-10', startsAt: officeDateTimeToInstant('2026-12-10T14:00') })).toBe(true);
    expect(sameAgendaEntry(hearing, { kind: 'audiencia', date: '2026-12-10', startsAt: officeDateTimeToInstant('2026-12-10T09:00') })).toBe(false);
    expect(sameAgendaEntry({ kind: 'prazo', date: '2026-12-10', time: null }, { kind: 'prazo', date: '2026-12-10', startsAt: 'x' })).toBe(true);
  });
});
