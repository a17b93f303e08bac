import { describe, expect, it } from 'vitest';
import { exportFileName } from './TransactionsCsv';

describe('the export file name', () => {
  it('names the period of the list', () => {
    expect(exportFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('lancamentos-2026-11.csv');
    expect(exportFileName({ from: null, to: null })).toBe('lancamentos-todos.csv');
    expect(exportFileName({ from: '2026-11-03', to: '2026-12-15' })).toBe('lancamentos-2026-11-03-a-2026-12-15.csv');
    expect(exportFileName({ from: '2026-11-03', to: null })).toBe('lancamentos-2026-11-03-a-em-diante.csv');
  });
});
