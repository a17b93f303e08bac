/** The deadline calculator over HTTP: a court's calendar, the day-by-day explanation, and bad input refused in pt-BR. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeadlineComputation } from '@office/domain';
import { SEED_STAFF } from '../../scripts/seed/staff';
import { callFn, signIn } from '../support/emulator-client';

const intern = SEED_STAFF.find((s) => s.uid === 'staff-lucas-almeida')!;
let token: string;

const input = (over: Record<string, unknown> = {}) => ({
  trigger: 'disponibilizacao',
  triggerDate: '2026-03-30',
  days: 5,
  counting: 'uteis',
  doubling: null,
  electronic: true,
  tribunal: 'TJSP',
  comarca: 'São Paulo',
  ...over,
});

beforeAll(async () => {
  // The intern reads Agenda only: computing a prazo is a read.
  token = await signIn(intern.email, intern.password);
});

describe('agenda-computeDeadline', () => {
  it('counts against the court’s calendar: TJSP closes on Holy Thursday 2026 (Provimento CSM 2.813/2025)', async () => {
    const res = await callFn<DeadlineComputation>('agenda-computeDeadline', input(), token);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const r = res.result!;
    expect([r.publicationDay, r.firstCountedDay, r.lastDay]).toEqual(['2026-03-31', '2026-04-01', '2026-04-09']);
    expect(r.courtName).toBe('Tribunal de Justiça de São Paulo');
    expect(r.explanation.find((d) => d.date === '2026-04-02')).toMatchObject({ role: 'nao-contado', act: 'Provimento CSM nº 2.813/2025 (TJSP)' });
    expect(r.calendarVersion).toMatch(/^\d{4}\.\d{2}\.\d{2}#[0-9a-f]{8}$/);
    // São Paulo's municipal law is in the data (Lei 14.485/2007): nothing to warn about there.
    expect(r.warnings.some((w) => w.includes('feriados municipais'))).toBe(false);
    const elsewhere = await callFn<DeadlineComputation>('agenda-computeDeadline', input({ comarca: 'Ribeirão Preto' }), token);
    expect(elsewhere.result?.warnings.some((w) => w.includes('feriados municipais de Ribeirão Preto'))).toBe(true);
  });

  it('a federal court skips Holy Week from Wednesday (Lei 5.010/1966 art. 62, II) and warns that its year is not confirmed', async () => {
    const res = await callFn<DeadlineComputation>('agenda-computeDeadline', input({ tribunal: 'TRF3', comarca: null }), token);
    expect(res.result!.lastDay).toBe('2026-04-10');
    expect(res.result!.warnings[0]).toContain('O calendário de 2026 do TRF3 não está confirmado');
  });

  it.each([
    ['an unknown court', { tribunal: 'TJXX' }, 'tribunal', 'Tribunal sem calendário forense cadastrado'],
    ['zero days', { days: 0 }, 'days', 'O prazo tem ao menos 1 dia'],
    ['too many days', { days: 366 }, 'days', 'O prazo tem no máximo 365 dias'],
    ['fractional days', { days: 2.5 }, 'days', 'O prazo é um número inteiro de dias'],
    ['a date before 1900', { triggerDate: '1899-12-31' }, 'triggerDate', expect.stringMatching(/1900/)],
    ['a date after 2100', { triggerDate: '2101-01-01' }, 'triggerDate', expect.stringMatching(/2100/)],
    ['an impossible date', { triggerDate: '2026-02-30' }, 'triggerDate', 'Informe a data do marco inicial'],
    ['an unknown counting', { counting: 'semanas' }, 'counting', 'Escolha dias úteis ou corridos'],
    ['control characters in the comarca', { comarca: 'São\u0007Paulo' }, 'comarca', expect.stringMatching(/caracteres/)],
    ['art. 229 in electronic records', { doubling: 'art229' }, 'doubling', expect.stringMatching(/art\. 229, § 2º/)],
  ])('refuses %s in pt-BR', async (_what, over, field, message) => {
    const res = await callFn('agenda-computeDeadline', input(over), token);
    expect(res.status).toBe(400);
    expect(res.error?.details?.fields?.[field]).toEqual(message);
  });

  it('refuses unknown fields', async () => {
    const res = await callFn('agenda-computeDeadline', { ...input(), lastDay: '2026-04-30' }, token);
    expect(res.status).toBe(400);
  });
});
