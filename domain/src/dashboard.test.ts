import { describe, expect, it } from 'vitest';
import { byUrgency, prazoUrgency } from './dashboard';

const TODAY = '2026-11-27';
const prazo = (title: string, fatal: string, internal: string) => ({
  title,
  date: fatal,
  prazo: { fatalDate: fatal, internalDate: internal, legalBasis: null, calculation: null },
});

describe('prazos by urgency', () => {
  it('flags a passed internal date by how far the fatal date is, and a fatal date today', () => {
    expect(prazoUrgency(prazo('a', TODAY, '2026-11-25'), TODAY)).toEqual({ group: 0, sortDate: TODAY, flag: 'Prazo interno vencido — fatal hoje' });
    expect(prazoUrgency(prazo('b', '2026-11-28', '2026-11-26'), TODAY).flag).toBe('Prazo interno vencido — fatal amanhã');
    expect(prazoUrgency(prazo('c', '2026-12-04', '2026-11-26'), TODAY).flag).toBe('Prazo interno vencido — fatal em 7 dias');
    expect(prazoUrgency(prazo('d', TODAY, TODAY), TODAY)).toEqual({ group: 0, sortDate: TODAY, flag: 'Fatal hoje' });
    expect(prazoUrgency(prazo('e', '2026-12-02', '2026-11-30'), TODAY)).toEqual({ group: 1, sortDate: '2026-11-30', flag: null });
  });

  it('puts passed internal dates and fatal today on top, then the rest by internal date; drops what already ended', () => {
    const list = [
      prazo('interno amanhã', '2026-12-03', '2026-11-28'),
      prazo('interno vencido, fatal longe', '2026-12-10', '2026-11-20'),
      prazo('fatal hoje', TODAY, TODAY),
      prazo('interno hoje', '2026-12-01', TODAY),
      prazo('vencido', '2026-11-26', '2026-11-24'),
      prazo('interno vencido, fatal amanhã', '2026-11-28', '2026-11-26'),
    ];
    expect(byUrgency(list, TODAY).map((e) => e.title)).toEqual([
      'fatal hoje',
      'interno vencido, fatal amanhã',
      'interno vencido, fatal longe',
      'interno hoje',
      'interno amanhã',
    ]);
  });
});
