import { describe, expect, it } from 'vitest';
import type { Clause } from './fee-agreements';
import { hourlyAgreementOf } from './timesheet-agreements';

describe('hourlyAgreementOf', () => {
  it('takes an agreement only while vigente with an hourly clause', () => {
    const clauses: Clause[] = [{ kind: 'por-hora', id: 'c9', description: 'Horas', defaultRate: 45_000, rates: [] }];
    expect(hourlyAgreementOf('agr-1', { clauses, status: 'vigente', lawsuitId: null, title: 'Consultivo' })).toEqual({
      id: 'agr-1',
      lawsuitId: null,
      clauseId: 'c9',
      title: 'Consultivo',
      rates: { defaultRate: 45_000, byPerson: {} },
    });
    expect(hourlyAgreementOf('agr-1', { clauses, status: 'encerrado', lawsuitId: null, title: 'Consultivo' })).toBeNull();
    expect(hourlyAgreementOf('agr-1', { clauses: [], status: 'vigente', lawsuitId: null, title: 'Consultivo' })).toBeNull();
  });
});
