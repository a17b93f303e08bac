import { describe, expect, it } from 'vitest';
import { chargeSums } from './charges';

describe('chargeSums', () => {
  it('settles a charge by what is paid of its total, in centavos', () => {
    expect(chargeSums(150_000, 150_000)).toEqual({ paidAmount: 150_000, openAmount: 0, settlement: 'paga' });
    expect(chargeSums(150_000, 50_001)).toEqual({ paidAmount: 50_001, openAmount: 99_999, settlement: 'parcial' });
    // Its only payment reversed: owed again in full.
    expect(chargeSums(150_000, 0)).toEqual({ paidAmount: 0, openAmount: 150_000, settlement: 'aberta' });
  });
});
