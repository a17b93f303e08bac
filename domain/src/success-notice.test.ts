import { describe, expect, it } from 'vitest';
import { lawsuitResultInput } from './fee-agreements';
import { describeNotification, type NotificationFacts } from './notifications';
import { DEFAULT_EMAIL_MODES } from './notifications-labels';
import type { Scopes } from './policy';

const facts: NotificationFacts = {
  kind: 'exito-registrado',
  success: {
    agreementId: 'hon-1',
    lawsuitLabel: '1002345-67.2025.8.26.0100',
    clientName: 'Marina Souza',
    base: 'alvara',
    baseAmount: 12_345_678,
    feeAmount: 2_469_136,
    date: '2026-11-30',
    byName: 'Rafael Moreira',
  },
};

describe('the notice of a success fee', () => {
  it('tells Financeiro the figures, the lawsuit, the client and who recorded the result, linking to the agreement', () => {
    const finance: Scopes = { read: ['Financeiro'], write: ['Financeiro'] };
    expect(describeNotification(facts, finance)).toEqual({
      title: 'Honorários de êxito: alvará em 1002345-67.2025.8.26.0100',
      detail: 'R$ 24.691,36 sobre R$ 123.456,78 (30/11/2026), de Marina Souza, registrado por Rafael Moreira. O lançamento já está no Financeiro.',
      link: '/transactions/agreements/hon-1',
    });
    expect(DEFAULT_EMAIL_MODES['exito-registrado']).toBe('imediato');
  });

  it('names nothing once the reader lost Financeiro', () => {
    const words = describeNotification(facts, { read: ['Processos'], write: ['Processos'] });
    expect(words).toEqual({ title: 'Um resultado de processo gerou honorários de êxito', detail: 'Você não tem mais acesso ao Financeiro.', link: null });
  });
});

describe('a result recorded from the lawsuit', () => {
  it('refuses a future date, a zero amount and an unknown base in pt-BR', () => {
    const parsed = lawsuitResultInput.safeParse({ lawsuitId: 'proc-1', base: 'penhora', baseAmount: 0, date: '2999-01-01', description: null });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages.base).toBe('Escolha o resultado: acordo, sentença ou alvará');
    expect(messages.date).toBe('A data não pode estar no futuro');
    expect(messages.baseAmount).toMatch(/valor/i);
  });
});
