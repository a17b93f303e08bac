import { describe, expect, it } from 'vitest';
import { isOverdueTransaction, isPastDeadline } from './overdue';

describe('overdue flags', () => {
  it('flags a pending transaction only after its due date', () => {
    expect(isOverdueTransaction({ status: 'pendente', dueDate: '2026-11-22' }, '2026-11-23')).toBe(true);
    expect(isOverdueTransaction({ status: 'pendente', dueDate: '2026-11-23' }, '2026-11-23')).toBe(false);
    expect(isOverdueTransaction({ status: 'pago', dueDate: '2026-11-01' }, '2026-11-23')).toBe(false);
  });

  it('flags a prazo whose moment passed without being done, nothing else', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(isPastDeadline({ kind: 'prazo', done: false, startsAt: '2026-11-23T14:59:00.000Z' }, now)).toBe(true);
    expect(isPastDeadline({ kind: 'prazo', done: true, startsAt: '2026-11-20T14:59:00.000Z' }, now)).toBe(false);
    expect(isPastDeadline({ kind: 'audiencia', done: false, startsAt: '2026-11-20T14:59:00.000Z' }, now)).toBe(false);
    expect(isPastDeadline({ kind: 'prazo', done: false, startsAt: '2026-11-24T14:59:00.000Z' }, now)).toBe(false);
  });
});
