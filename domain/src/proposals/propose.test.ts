import { describe, expect, it } from 'vitest';
import { intimationProposal, proposalFlatFields, proposeIntimationActions } from '.';

const read = (text: string, clientSide: string | null = 'autor', court = 'TJSP', clientName: string | null = null) =>
  proposeIntimationActions({ text, court, clientName, clientSide });

describe('proposeIntimationActions', () => {
  it('gives each act of a sentence its own prazo and skips what is addressed to the other side', () => {
    const text = 'Intime-se o autor para réplica e ambas as partes para especificarem provas, no prazo de 15 (quinze) dias.';
    expect(read(text, 'autor').map((a) => [a.act, a.days, a.counting])).toEqual([
      ['Réplica', 15, 'uteis'],
      ['Especificação de provas', 15, 'uteis'],
    ]);
    expect(read(text, 'réu').map((a) => a.act)).toEqual(['Especificação de provas']);
    const other = read('Intime-se a parte ré para juntar o contrato em 10 dias.', 'autor');
    expect(other.map((a) => [a.kind, a.act])).toEqual([['sem-providencia', 'Intimação da parte contrária']]);
  });

  it('reads "resposta ao agravo interno" as contrarrazões, not as a contestação', () => {
    const [a] = read('Intime-se a parte agravada para apresentar resposta ao agravo interno no prazo de 15 (quinze) dias.', 'reu');
    expect([a?.act, a?.days, a?.legalBasis]).toEqual(['Contrarrazões ao agravo interno', 15, 'CPC art. 1.021, § 2º']);
  });

  it('proposes a prazo to an unknown side and says so', () => {
    const [a] = read('Manifeste-se a parte ré sobre o pedido de desistência, em 5 (cinco) dias.', null);
    expect(a?.kind).toBe('prazo');
    expect(a?.notes.join(' ')).toMatch(/lado do cliente/);
  });

  it('fills "prazo legal" from the law of the procedure and cites it', () => {
    const civil = read('Cite-se a parte ré para contestar no prazo legal.', 'reu')[0];
    expect([civil?.act, civil?.days, civil?.legalBasis]).toEqual(['Contestação', 15, 'CPC art. 335']);
    expect(civil?.notes[0]).toMatch(/prazo legal/);
    const labour = read('Intime-se o reclamante para apresentar contrarrazões ao recurso ordinário no prazo legal.', 'reclamante', 'TRT2')[0];
    expect([labour?.days, labour?.counting, labour?.legalBasis]).toEqual([8, 'uteis', 'CLT arts. 895 e 900']);
    const criminal = read('Cite-se o acusado para responder à acusação no prazo legal (CPP).', 'reu')[0];
    expect([criminal?.act, criminal?.days, criminal?.counting]).toEqual(['Resposta à acusação', 10, 'corridos']);
  });

  it('doubles only when the client is the Fazenda Pública, by the rule of the procedure', () => {
    const text = 'Intime-se a parte ré para contrarrazões de apelação no prazo legal.';
    const state = read(text, 'reu', 'TJSP', 'Município de Campinas')[0];
    expect([state?.doubled, state?.doubling, state?.doublingReason]).toEqual([true, 'art183', 'Fazenda Pública: prazo em dobro (CPC art. 183)']);
    expect(read(text, 'reu', 'TJSP', 'Construtora Alfa Ltda.')[0]?.doubled).toBe(false);
    const jef = read('Juizado Especial Federal. Intime-se o INSS para contrarrazões ao recurso inominado em 10 dias.', 'reu', 'TRF3', 'INSS')[0];
    expect(jef?.doubled).toBe(false);
    const labour = read('Manifeste-se o reclamado sobre o laudo em 10 dias.', 'reclamado', 'TRT2', 'Estado de São Paulo')[0];
    expect(labour?.doubled).toBe(false);
    const labourAppeal = read('Intime-se o reclamado para interpor recurso ordinário no prazo legal.', 'reclamado', 'TRT2', 'Estado de São Paulo')[0];
    expect([labourAppeal?.doubled, labourAppeal?.doublingReason]).toEqual([
      true,
      'Fazenda Pública na Justiça do Trabalho: prazo em dobro para recorrer (Decreto-Lei 779/1969, art. 1º, III)',
    ]);
  });

  it('doubles for the Defensoria, by the CPC in civil cases and by its own law in criminal ones', () => {
    const civil = read(
      'Intime-se a Defensoria Pública para apresentar contestação no prazo legal.',
      'reu',
      'TJSP',
      'Defensoria Pública do Estado de São Paulo',
    )[0];
    expect([civil?.kind, civil?.doubled, civil?.doubling]).toEqual(['prazo', true, 'art186']);
    const criminal = read(
      'Ação penal. Intime-se a Defensoria Pública, que assiste o réu, para resposta à acusação no prazo legal.',
      'reu',
      'TJRJ',
      'Defensoria Pública do Estado do Rio de Janeiro',
    )[0];
    expect([criminal?.days, criminal?.counting, criminal?.doublingReason]).toEqual([
      10,
      'corridos',
      'Defensoria Pública: prazo em dobro (LC 80/1994, arts. 44, I, 89, I, e 128, I)',
    ]);
  });

  it('does not double for private clients whose names only mention a public body, and says why', () => {
    const text = 'Intime-se a parte ré para contrarrazões de apelação no prazo legal.';
    for (const name of [
      'Sindicato dos Servidores do INSS',
      'Associação dos Servidores do Município de Campinas',
      'Associação dos Docentes da Universidade Federal de Minas Gerais',
      'Fundação de Apoio à Universidade Federal de São Paulo',
      'Cooperativa de Crédito dos Servidores do DETRAN',
      'Associação dos Membros do Ministério Público',
      'Associação dos Servidores da Defensoria Pública',
    ]) {
      const a = read(text, 'reu', 'TJSP', name)[0];
      expect([name, a?.doubled, a?.doubling]).toEqual([name, false, null]);
      expect(a?.notes.join(' '), name).toMatch(/a dobra do prazo não foi aplicada/);
    }
    for (const name of [
      'União Federal',
      'Estado de São Paulo',
      'o Município de Santos',
      'Distrito Federal',
      'INSS',
      'Instituto Nacional do Seguro Social - INSS',
      'Fazenda Pública do Estado de São Paulo',
      'Universidade Federal de Minas Gerais',
      'Conselho Regional de Medicina do Estado de São Paulo',
    ])
      expect([name, read(text, 'reu', 'TJSP', name)[0]?.doubling]).toEqual([name, 'art183']);
    expect(read(text, 'reu', 'TJSP', 'Ordem dos Advogados do Brasil - Seção de São Paulo')[0]?.doubled).toBe(false);
  });

  it('reads the payment of preparo, honorários periciais, taxa and despesas as their own acts, not CPC art. 523', () => {
    const acts = (text: string) => read(text, 'autor').map((a) => [a.act, a.days, a.legalBasis]);
    expect(acts('Intime-se o apelante para que pague o preparo em dobro, sob pena de deserção (CPC, art. 1.007, § 4º).')).toEqual([
      ['Recolhimento de custas', 5, 'CPC art. 1.007, § 4º, c/c art. 218, § 3º'],
    ]);
    expect(acts('Intime-se a parte autora para que pague a diferença do preparo, sob pena de deserção.')).toEqual([
      ['Recolhimento de custas', 5, 'CPC art. 1.007, § 2º'],
    ]);
    expect(acts('Intime-se a parte autora para pagar os honorários periciais, sob pena de preclusão.')).toEqual([
      ['Depósito dos honorários periciais', 5, 'CPC art. 218, § 3º'],
    ]);
    expect(acts('Intime-se a parte autora para que pague a taxa judiciária, sob pena de cancelamento da distribuição.')).toEqual([
      ['Recolhimento de custas', 15, 'CPC art. 290'],
    ]);
    expect(acts('Intime-se a parte autora para que pague as despesas de diligência do oficial de justiça.')).toEqual([
      ['Recolhimento de custas', 5, 'CPC art. 218, § 3º'],
    ]);
    const dobro = read('Intime-se o apelante para que pague o preparo em dobro, sob pena de deserção.', 'autor')[0];
    expect(dobro?.notes.join(' ')).not.toMatch(/prazo em dobro/);
    const debt = read('Intime-se o executado para pagar o débito, acrescido de custas, no prazo de 15 dias (CPC, art. 523).', 'executado')[0];
    expect([debt?.act, debt?.days]).toEqual(['Pagamento — CPC art. 523', 15]);
  });

  it('reads hearings in HTML with a video link, and a redesignation as two actions', () => {
    const html =
      '<p>Designo audi&ecirc;ncia de concilia&ccedil;&atilde;o para o dia 10/03/2027, &agrave;s 14h30, por videoconfer&ecirc;ncia: <a href="https://zoom.us/j/991">acesse</a>.</p>';
    const [h] = read(html);
    expect([h?.kind, h?.act, h?.hearingDate, h?.hearingTime, h?.videoLink]).toEqual([
      'audiencia',
      'Audiência de conciliação',
      '2027-03-10',
      '14:30',
      'https://zoom.us/j/991',
    ]);
    const moved = read('Redesigno para 20/05/2027, às 10h, a audiência de instrução antes marcada para 12/04/2027.');
    expect(moved.map((a) => [a.kind, a.hearingDate, a.hearingTime])).toEqual([
      ['audiencia-cancelada', '2027-04-12', null],
      ['audiencia', '2027-05-20', '10:00'],
    ]);
  });

  it('quotes the words it read, whitespace collapsed', () => {
    const [a] = read('Vistos.\r\n\r\nManifeste-se   o autor sobre a contestação,\r\nem 15 dias.');
    expect(a?.quote).toBe('Manifeste-se o autor sobre a contestação, em 15 dias.');
  });

  it('says there is nothing to do when nothing is asked', () => {
    expect(read('Dê-se vista ao Ministério Público.').map((a) => [a.kind, a.act])).toEqual([['sem-providencia', 'Vista ao Ministério Público']]);
    expect(read('').map((a) => a.kind)).toEqual(['sem-providencia']);
  });

  it("tells a named addressee from the client by the client's name", () => {
    const text = 'Intime-se a CEF para que se manifeste acerca do pedido de levantamento, em 5 (cinco) dias.';
    expect(read(text, 'autor', 'TRF3', 'Marlene Gomes').map((a) => a.kind)).toEqual(['sem-providencia']);
    expect(read(text, 'reu', 'TRF3', 'Caixa Econômica Federal').map((a) => [a.kind, a.days])).toEqual([['prazo', 5]]);
    expect(read(text, null, 'TRF3', null).map((a) => a.kind)).toEqual(['prazo']);
  });

  it('reads a judgment notified by reference as its recursos', () => {
    const labour = read('Fica V. Sa. intimado(a) para tomar ciência da Sentença ID 8a7b6c5.', 'reclamada', 'TRT15');
    expect(labour.map((a) => [a.act, a.days, a.counting])).toEqual([
      ['Embargos de declaração', 5, 'uteis'],
      ['Recurso ordinário', 8, 'uteis'],
    ]);
    expect(read('Ficam as partes cientes do trânsito em julgado da sentença.').map((a) => a.kind)).toEqual(['sem-providencia']);
  });

  it("gives the text's own article as the basis and notes a prazo that starts later", () => {
    const [a] = read('Emende o autor a inicial em 15 dias, sob pena de indeferimento (art. 321 do CPC).');
    expect(a?.legalBasis).toBe('CPC art. 321');
    const later = read('Após, intime-se a parte autora para depositar os honorários periciais em 10 dias.');
    expect(later[0]?.notes.join(' ')).toMatch(/após/);
  });

  it('is deterministic', () => {
    const text = 'Intime-se o executado para pagar o débito em 15 dias (art. 523 do CPC).';
    expect(read(text, 'executado')).toEqual(read(text, 'executado'));
  });
});

describe('intimationProposal and proposalFlatFields', () => {
  it('counts each prazo on the court calendar from the availability and gives hearings their day', () => {
    const p = intimationProposal({
      text: 'Manifeste-se o autor sobre a contestação em 15 dias. Designo audiência de instrução para 10/03/2027, às 9h.',
      tribunal: 'TJSP',
      availableOn: '2026-03-10',
      comarca: 'São Paulo',
      clientName: null,
      clientSide: 'autor',
    });
    // Available Tue 10/03, published Wed 11/03, 15 dias úteis from Thu 12/03: 01/04 (no holiday in between).
    expect(p.dates).toEqual(['2026-04-01', '2027-03-10']);
    expect(p.complete).toBe(true);
    expect(p.countedOn).toEqual({ tribunal: 'TJSP', comarca: 'São Paulo' });
    expect(proposalFlatFields(p)).toEqual({ proposedKind: 'prazo', likelyPrazo: true, firstDue: '2026-04-01' });
  });

  it('leaves dates empty and the proposal incomplete on a court the calculator does not know', () => {
    const p = intimationProposal({ text: 'Intime-se o autor para réplica.', tribunal: 'TJXX', availableOn: '2026-03-10', clientSide: 'autor' });
    expect(p.dates).toEqual([null]);
    expect(p.complete).toBe(false);
    expect(p.countedOn).toBeNull();
  });

  it('calls a cancellation without its day incomplete (accepting one looks the hearing up by its day)', () => {
    const text = 'Fica cancelada a audiência anteriormente designada. Aguarde-se nova data.';
    const p = intimationProposal({ text, tribunal: 'TJSP', availableOn: '2026-11-30', comarca: null, clientName: null, clientSide: 'autor' });
    expect(p.actions.map((a) => [a.kind, a.hearingDate])).toEqual([['audiencia-cancelada', null]]);
    expect(p.complete).toBe(false);
  });

  it('flattens nothing to nenhuma', () => {
    expect(proposalFlatFields(null)).toEqual({ proposedKind: 'nenhuma', likelyPrazo: false, firstDue: null });
  });
});
