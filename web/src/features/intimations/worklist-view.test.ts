import { describe, expect, it } from 'vitest';
import { intimationRow, proposedPrazo } from '../../test/intimation-fixture';
import { actionLine, ageLabel, bulkSummary, leadIn, partiesLine, proposalHeadline } from './worklist-view';

describe('the worklist’s words', () => {
  it('says a prazo in one line, with the days doubled when they are and the fatal date', () => {
    expect(actionLine(proposedPrazo(), '2026-12-18')).toBe('Réplica · 15 dias úteis · vence 18/12/2026');
    expect(actionLine(proposedPrazo({ days: 15, doubled: true, doubling: 'art183' }), null)).toBe('Réplica · 30 dias úteis (em dobro)');
    expect(actionLine(proposedPrazo({ days: null, counting: null }), null)).toBe('Réplica · prazo a conferir');
    expect(actionLine(proposedPrazo({ days: 1, counting: 'corridos', act: 'Pagamento' }), null)).toBe('Pagamento · 1 dia corridos');
  });

  it('says a hearing by its day and time', () => {
    const hearing = proposedPrazo({
      kind: 'audiencia',
      act: 'Audiência de conciliação',
      days: null,
      counting: null,
      hearingDate: '2027-02-03',
      hearingTime: '14:30',
    });
    expect(actionLine(hearing, '2027-02-03')).toBe('Audiência de conciliação · 03/02/2027 14:30');
    expect(proposalHeadline({ actions: [hearing, proposedPrazo()], dates: ['2027-02-03', null], complete: true, countedOn: null })?.more).toBe(1);
    expect(proposalHeadline({ actions: [], dates: [], complete: true, countedOn: null })).toBeNull();
  });

  it('counts the age in office days', () => {
    expect(ageLabel('2026-11-30', '2026-12-03')).toBe('há 3 dias');
    expect(ageLabel('2026-12-02', '2026-12-03')).toBe('ontem');
    expect(ageLabel('2026-12-03', '2026-12-03')).toBe('hoje');
  });

  it('names the parties by the lawsuit, else by the DJEN’s poles', () => {
    expect(
      partiesLine(
        intimationRow({
          recipients: [
            { pole: 'P', name: 'Banco X' },
            { pole: 'A', name: 'Maria Souza' },
          ],
        }),
      ),
    ).toBe('Maria Souza × Banco X');
    const lawsuit = { id: 'l1', label: 'Maria Souza × Banco X S.A.', clientName: 'Maria Souza', clientRole: 'autora', responsibleLawyerIds: [] };
    expect(partiesLine(intimationRow({ lawsuit, recipients: [] }))).toBe('Maria Souza × Banco X S.A.');
    expect(partiesLine(intimationRow({ lawsuit: { ...lawsuit, label: '1001234-54.2024.8.26.0100' }, recipients: [] }))).toBe('');
  });

  it('cuts the text before the deadline sentence to its last words', () => {
    const before = `Órgão 13 do TJMG Processo 2130221-20.2026.8.13.0024 SENTENÇA Polo ativo: Imobiliária Lar Feliz Ltda. Polo passivo: Daniel Araújo Oliveira. Vistos. `;
    expect(leadIn(before, true, 40)).toBe('… Daniel Araújo Oliveira. Vistos. ');
    expect(leadIn(before, false)).toBe(before);
    expect(leadIn('Curto. ', true)).toBe('Curto. ');
  });

  it('sums a bulk action up for the toast: how many, and the first refusal’s reason', () => {
    expect(
      bulkSummary('ciente', {
        done: Array.from({ length: 12 }, (_, n) => ({ id: `i${n}`, version: 2 })),
        refused: [{ id: 'x', reason: 'Intimação não encontrada.' }],
      }),
    ).toEqual({
      summary: '12 intimações marcadas como cientes; 1 não pôde: Intimação não encontrada',
    });
    expect(bulkSummary('encaminhar', { done: [{ id: 'a', version: 2 }], refused: [] }).summary).toBe('1 intimação encaminhada');
    expect(
      bulkSummary(
        'aceitar',
        {
          done: [
            { id: 'a', version: 2 },
            { id: 'b', version: 2 },
          ],
          refused: [],
        },
        1,
      ),
    ).toEqual({
      summary: '2 propostas aceitas',
      detail: '1 ficou de fora: proposta incompleta, aceite na página da intimação.',
    });
  });
});
