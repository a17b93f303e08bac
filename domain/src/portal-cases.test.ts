import { describe, expect, it } from 'vitest';
import { draftPortalUpdate, plainMovement, portalCaseSummary, portalUpdateMail, portalUpdateText, type DraftEvent } from './portal-cases';

const NOW = '2026-11-20T15:00:00.000Z';
const prazo = (fatalDate: string, extra: Partial<DraftEvent> = {}): DraftEvent => ({
  kind: 'prazo',
  status: 'aberto',
  startsAt: `${fatalDate}T03:00:00.000Z`,
  allDay: true,
  fatalDate,
  ...extra,
});

describe('plainMovement', () => {
  it.each([
    ['Juntada de Petição de manifestação', 'Um documento foi anexado ao processo.'],
    ['Conclusos para decisão', 'O processo foi enviado ao juiz para análise.'],
    ['DECISÃO INTERLOCUTÓRIA', 'O juiz tomou uma decisão no processo.'],
    ['Julgado procedente o pedido - Sentença', 'O juiz deu a sentença, a decisão sobre o pedido do processo.'],
    ['Audiência de conciliação designada para 10/12/2026', 'Foi marcada uma audiência.'],
    ['Juntada de mandado de citação cumprido', 'A outra parte foi chamada oficialmente ao processo (citação).'],
    ['Transitado em julgado em 01/11/2026', 'A decisão final ficou definitiva (trânsito em julgado): não cabe mais recurso.'],
    ['Trânsito em Julgado', 'A decisão final ficou definitiva (trânsito em julgado): não cabe mais recurso.'],
  ])('says %s in plain words', (raw, words) => {
    expect(plainMovement(raw)).toBe(words);
  });

  it('does not know an unusual andamento, and never repeats its text', () => {
    expect(plainMovement('Certidão de publicação de relação 0456/2026 - Dr. Fulano')).toBeNull();
  });
});

describe('draftPortalUpdate', () => {
  it('tells what happened in plain words, newest first, each kind once, never the raw text', () => {
    const draft = draftPortalUpdate(
      [
        { at: '2026-11-10T13:00:00.000Z', description: 'Juntada de Petição - nota interna: cliente atrasou documentos' },
        { at: '2026-11-18T13:00:00.000Z', description: 'Conclusos para decisão' },
        { at: '2026-11-12T13:00:00.000Z', description: 'Juntada de AR' },
        { at: '2026-11-11T13:00:00.000Z', description: 'Certidão de publicação 0456/2026' },
      ],
      [],
      NOW,
    );
    expect(draft.happened.split('\n')).toEqual([
      '18/11/2026: O processo foi enviado ao juiz para análise.',
      '12/11/2026: Um documento foi anexado ao processo.',
      'Houve também uma movimentação de rotina.',
    ]);
    expect(draft.happened).not.toMatch(/nota interna|Certidão|AR/);
  });

  it('shows a prazo as "até DD/MM/YYYY" (its fatal date, never the internal one) and a hearing with its hour', () => {
    const draft = draftPortalUpdate(
      [],
      [
        prazo('2026-12-04'),
        { kind: 'audiencia', status: 'aberto', startsAt: '2026-12-10T17:30:00.000Z', allDay: false, fatalDate: null },
        prazo('2026-11-30', { status: 'concluido' }),
        { kind: 'reuniao', status: 'aberto', startsAt: '2026-11-25T17:30:00.000Z', allDay: false, fatalDate: null },
      ],
      NOW,
    );
    expect(draft.next.split('\n')).toEqual([
      'Audiência marcada para 10/12/2026 às 14:30.',
      'O escritório tem um prazo no processo até 04/12/2026 e está cuidando dele.',
    ]);
    expect(draft.needed).toContain('Reserve a data da audiência');
  });

  it('says plainly when nothing happened and nothing is scheduled', () => {
    const draft = draftPortalUpdate([], [], NOW);
    expect(draft).toEqual({
      happened: 'Nenhuma movimentação nova no processo desde a última atualização.',
      next: 'Agora aguardamos o próximo passo da Justiça. Avisaremos aqui quando houver novidade.',
      needed: 'Por enquanto, nada. Se precisarmos de algum documento ou informação, avisaremos.',
    });
    expect(portalUpdateText.safeParse(draft).success).toBe(true);
  });
});

describe('portalCaseSummary and the e-mail', () => {
  it('names the parties with their roles and the status in plain words', () => {
    const summary = portalCaseSummary(
      'proc-1',
      {
        cnj: '0001234-56.2026.8.26.0100',
        subject: 'Revisão de contrato',
        className: 'Procedimento Comum Cível',
        court: '2ª Vara Cível',
        comarca: 'São Paulo',
        status: 'suspenso',
        clients: [{ name: 'Maria Souza', role: 'autor', gender: 'feminino' }],
        opposingParties: [{ name: 'Banco X S.A.', role: 'reu' }],
      },
      null,
    );
    expect(summary).toMatchObject({ title: 'Procedimento Comum Cível: Revisão de contrato', court: '2ª Vara Cível, São Paulo', status: 'Parado por enquanto' });
    expect(summary.parties).toEqual([
      { name: 'Maria Souza', role: 'autora' },
      { name: 'Banco X S.A.', role: 'parte ré' },
    ]);
  });

  it('writes the notice in pt-BR with the office, the three parts and the link', () => {
    const mail = portalUpdateMail({
      officeName: 'Barbosa Advogados',
      personName: 'Maria',
      caseTitle: 'Ação: Revisão',
      text: { happened: 'A', next: 'B', needed: 'C' },
      link: 'http://x/portal',
    });
    expect(mail.subject).toBe('Barbosa Advogados: novidade no seu processo');
    expect(mail.lines).toEqual(
      expect.arrayContaining(['O que aconteceu', 'O que vem agora', 'O que precisamos de você', 'Acompanhe no portal do cliente: http://x/portal']),
    );
  });
});
