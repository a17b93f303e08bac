import { describe, expect, it } from 'vitest';
import { dueWords, neighbourStatus } from './task-words';
import { groupWork, workGroupOf } from './work-view';

describe('task words', () => {
  it('say when a task is due, late only while open', () => {
    const today = '2026-11-28';
    expect(dueWords({ dueDate: '2026-11-27', open: true }, today)).toEqual({ text: 'Atrasada desde 27/11/2026', late: true });
    expect(dueWords({ dueDate: '2026-11-27', open: false }, today)).toEqual({ text: 'Entrega 27/11/2026', late: false });
    expect(dueWords({ dueDate: today, open: true }, today).text).toBe('Entrega hoje');
    expect(dueWords({ dueDate: '2026-11-29', open: true }, today).text).toBe('Entrega amanhã');
    expect(dueWords({ dueDate: null, open: true }, today).text).toBe('Sem data de entrega');
  });

  it('Alt+←/→ go to the neighbouring column, none past the ends', () => {
    expect(neighbourStatus('a_fazer', 1)).toBe('em_andamento');
    expect(neighbourStatus('aguardando_revisao', 1)).toBe('concluida');
    expect(neighbourStatus('em_andamento', -1)).toBe('a_fazer');
    expect(neighbourStatus('a_fazer', -1)).toBeNull();
    expect(neighbourStatus('cancelada', 1)).toBeNull();
  });
});

describe('"Meu trabalho" groups', () => {
  it('puts each item under Atrasados, Hoje, Próximos 7 dias, Depois or Sem data, keeping the given order', () => {
    const today = '2026-11-28';
    expect(['2026-11-20', today, '2026-12-05', '2026-12-06', null].map((date) => workGroupOf({ date }, today))).toEqual([
      'Atrasados',
      'Hoje',
      'Próximos 7 dias',
      'Depois',
      'Sem data',
    ]);
    const item = (id: string, date: string | null) => ({
      kind: 'prazo' as const,
      date: date ?? '',
      prazo: { id, title: id, fatalDate: '', internalDate: '', lawsuitId: null, lawsuitLabel: null },
    });
    const groups = groupWork([item('a', '2026-11-01'), item('b', today), item('c', '2026-11-02')], today);
    expect(groups.map((g) => [g.group, g.items.map((i) => (i.kind === 'prazo' ? i.prazo.id : ''))])).toEqual([
      ['Atrasados', ['a', 'c']],
      ['Hoje', ['b']],
    ]);
  });
});
