import { describe, expect, it } from 'vitest';
import type { TransactionSaved } from '@office/domain/finance';
import { savedSummary } from './finance-text';

const saved = (affected: number, skipped: number) => ({ transaction: {}, affected, skipped }) as TransactionSaved;

describe('the toast after a save', () => {
  it('says one was saved, or how many were created or changed, and which were left alone', () => {
    expect(savedSummary(saved(1, 0), 'criado')).toEqual({ summary: 'Lançamento salvo.' });
    expect(savedSummary(saved(3, 0), 'criado')).toEqual({ summary: '3 lançamentos criados.' });
    expect(savedSummary(saved(4, 2), 'atualizado')).toEqual({
      summary: '4 lançamentos atualizados.',
      detail: '2 lançamentos seguintes ficaram como estavam: já têm pagamento, estão numa cobrança ou foram cancelados.',
    });
    expect(savedSummary(saved(1, 1), 'atualizado').detail).toBe(
      '1 lançamento seguinte ficou como estava: já tem pagamento, está numa cobrança ou foi cancelado.',
    );
  });
});
