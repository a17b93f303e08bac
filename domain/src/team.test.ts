import { describe, expect, it } from 'vitest';
import { formatOab, oabInscription, teamOrder } from './team';

describe('OAB inscriptions', () => {
  it('are shown as "OAB/SP nº 123.456", with the kind when not the principal one', () => {
    expect(formatOab({ uf: 'SP', number: '123456', kind: 'advogado' })).toBe('OAB/SP nº 123.456');
    expect(formatOab({ uf: 'RJ', number: '98765', kind: 'suplementar' })).toBe('OAB/RJ nº 98.765 (suplementar)');
    expect(formatOab({ uf: 'MG', number: '1234567', kind: 'estagiario' })).toBe('OAB/MG nº 1.234.567 (estagiário)');
    expect(formatOab({ uf: 'DF', number: '512', kind: 'advogado' })).toBe('OAB/DF nº 512');
  });

  it('are stored as typed in any of the usual ways: dots, spaces, leading zeros, lower-case UF', () => {
    expect(oabInscription.parse({ uf: ' sp', number: '012.345', kind: 'advogado' })).toEqual({ uf: 'SP', number: '12345', kind: 'advogado' });
    expect(oabInscription.parse({ uf: 'RS', number: '057 689', kind: 'advogado' }).number).toBe('57689');
    expect(oabInscription.safeParse({ uf: 'SP', number: '12345678', kind: 'advogado' }).success).toBe(false);
    expect(oabInscription.safeParse({ uf: 'SP', number: '000', kind: 'advogado' }).success).toBe(false);
  });
});

describe('teamOrder', () => {
  it('lists partners, then lawyers, then interns, by name within each', () => {
    const team = [
      { role: 'estagiario' as const, name: 'Ana' },
      { role: 'advogado' as const, name: 'Érica' },
      { role: 'socio' as const, name: 'Zeca' },
      { role: 'advogado' as const, name: 'Bruno' },
    ];
    expect(teamOrder(team).map((m) => m.name)).toEqual(['Zeca', 'Bruno', 'Érica', 'Ana']);
  });
});
