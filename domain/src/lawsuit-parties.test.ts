import { describe, expect, it } from 'vitest';
import { lawsuitInput } from './lawsuits';
import { normalizeOab, opposingKeys, partiesCaption, partyNameKey, partyRoleLabel } from './lawsuit-parties';

const base = {
  cnj: null,
  internalRef: 'REF-1',
  className: 'Procedimento Comum Cível',
  subject: 'Cobrança',
  court: '1ª Vara Cível',
  comarca: 'São Paulo',
  instance: '1º grau',
  filedOn: null,
  claimValue: null,
  responsibleLawyerIds: ['staff-rafael-moreira'],
  status: 'ativo',
  outcome: null,
  practiceArea: null,
};

describe('partyRoleLabel', () => {
  it('agrees with the person, and is neutral when the gender is not known', () => {
    expect(partyRoleLabel('autor', 'feminino')).toBe('autora');
    expect(partyRoleLabel('autor', 'masculino')).toBe('autor');
    expect(partyRoleLabel('reu', 'feminino')).toBe('ré');
    expect(partyRoleLabel('reu', null)).toBe('parte ré');
    expect(partyRoleLabel('reclamado', 'feminino')).toBe('reclamada');
    expect(partyRoleLabel('impetrado', null)).toBe('autoridade coatora');
  });
});

describe('normalizeOab', () => {
  it('reads the usual ways of writing an inscription', () => {
    expect(normalizeOab('OAB/SP 123456')).toBe('OAB/SP 123.456');
    expect(normalizeOab('oab sp 123.456')).toBe('OAB/SP 123.456');
    expect(normalizeOab('123456/SP')).toBe('OAB/SP 123.456');
    expect(normalizeOab('RJ 98765-A')).toBe('OAB/RJ 98.765-A');
  });
  it('refuses what is not an inscription', () => {
    expect(normalizeOab('123456')).toBeNull();
    expect(normalizeOab('OAB/XX 123')).toBeNull();
    expect(normalizeOab('Fulano')).toBeNull();
  });
});

describe('partyNameKey', () => {
  it('ignores accents, punctuation, company types and connectives', () => {
    expect(partyNameKey('Banco Nacional S.A.')).toBe(partyNameKey('BANCO NACIONAL SA'));
    expect(partyNameKey('Construtora Ávila Ltda.')).toBe('construtora avila');
    expect(partyNameKey('Maria da Silva')).toBe(partyNameKey('Maria Silva'));
    expect(partyNameKey('Maria Silva')).not.toBe(partyNameKey('Mário Silva'));
  });
  it('indexes a party by document and by name', () => {
    expect(
      opposingKeys([
        { name: 'Banco Nacional S.A.', document: '11222333000181' },
        { name: 'João de Souza', document: null },
      ]),
    ).toEqual(['doc:11222333000181', 'name:banco nacional', 'name:joao souza']);
  });
});

describe('partiesCaption', () => {
  const clients = [{ name: 'Maria Souza', role: 'autor' as const }];
  it('puts the active pole first', () => {
    expect(partiesCaption({ clients, opposingParties: [{ name: 'Banco Exemplo S.A.' }] })).toBe('Maria Souza × Banco Exemplo S.A.');
    expect(partiesCaption({ clients: [{ name: 'Maria Souza', role: 'reclamado' }], opposingParties: [{ name: 'B' }] })).toBe('B × Maria Souza');
    expect(partiesCaption({ clients, opposingParties: [{ name: 'A' }, { name: 'B' }] })).toBe('Maria Souza × A e outro');
    expect(
      partiesCaption({ clients: [...clients, { name: 'José Souza', role: 'autor' }], opposingParties: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }),
    ).toBe('Maria Souza e outro × A e outros');
    expect(partiesCaption({ clients: [{ name: 'Maria Souza', role: 'reu' }], opposingParties: [] })).toBe('parte contrária não informada × Maria Souza');
  });
});

describe('lawsuit parties input', () => {
  const parse = (parties: object) => lawsuitInput.safeParse({ ...base, ...parties });
  const paths = (parties: object) => {
    const r = parse(parties);
    return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
  };

  it('takes several clients on one pole and opposing parties with documents and lawyers', () => {
    const r = parse({
      clients: [
        { clientId: 'cli-a', role: 'reclamante' },
        { clientId: 'cli-b', role: 'reclamante' },
      ],
      opposingParties: [{ name: 'Empresa X Ltda.', document: '11.222.333/0001-81', role: 'reclamado', lawyers: [{ name: 'Ana Lima', oab: '123456/SP' }] }],
    });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.opposingParties[0]?.document).toBe('11222333000181');
    expect(r.data.opposingParties[0]?.lawyers[0]?.oab).toBe('OAB/SP 123.456');
  });

  it('refuses no client, a repeated client, clients on two poles, a bad document and a bad OAB', () => {
    expect(paths({ clients: [], opposingParties: [] })).toEqual(['clients']);
    expect(
      paths({
        clients: [
          { clientId: 'cli-a', role: 'autor' },
          { clientId: 'cli-a', role: 'autor' },
        ],
        opposingParties: [],
      }),
    ).toEqual(['clients.1.clientId']);
    expect(
      paths({
        clients: [
          { clientId: 'cli-a', role: 'autor' },
          { clientId: 'cli-b', role: 'reu' },
        ],
        opposingParties: [],
      }),
    ).toEqual(['clients.1.role']);
    expect(
      paths({
        clients: [{ clientId: 'cli-a', role: 'autor' }],
        opposingParties: [{ name: 'X S.A.', document: '11.222.333/0001-00', role: 'reu', lawyers: [{ name: 'Ana Lima', oab: 'Fulano' }] }],
      }).sort(),
    ).toEqual(['opposingParties.0.document', 'opposingParties.0.lawyers.0.oab']);
  });
});
