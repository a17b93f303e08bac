import { describe, expect, it } from 'vitest';
import { captureTargets, djenCaptureAlert, readFailed, readSucceeded } from './capture';
import { djenTermKey, termKeyLabel, termQueries, termTarget, type MonitoredTerm } from './djen-terms';
import { djenSettingsInput, monitoredQueryCount, type MonitoredOab } from './integrations';
import { fieldErrors } from './schema';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
const helena: MonitoredOab = { uf: 'SP', number: '123456', name: 'Helena Barbosa', memberId: 'eqp-helena' };
const party: MonitoredTerm = { kind: 'parte', value: 'Construtora Alfa Ltda.', variants: ['Alfa Construções'], ownerId: 'staff-juliana', clientId: 'cli-1' };
const cnpj: MonitoredTerm = { kind: 'texto', value: '12.345.678/0001-90', variants: [], ownerId: null, clientId: null };
const lawyer: MonitoredTerm = { kind: 'advogado', value: 'Helena Barbosa', variants: ['Helena B. Barbosa'], ownerId: 'staff-helena', clientId: null };

describe('term keys and words', () => {
  it('keys by kind and the value without accents, case or extra spaces', () => {
    expect(djenTermKey('parte', '  Construtora  ALFA Ltda. ')).toBe('parte:construtora alfa ltda.');
    expect(djenTermKey('advogado', 'Helena Barbosa')).toBe('adv:helena barbosa');
    expect(djenTermKey('texto', '12.345.678/0001-90')).toBe('texto:12.345.678/0001-90');
    expect(djenTermKey('parte', 'José Açaí')).toBe(djenTermKey('parte', 'jose acai'));
  });

  it('names a term as the office does, and asks for its value and each variant', () => {
    expect(termTarget(party)).toBe('parte “Construtora Alfa Ltda.”');
    expect(termTarget(cnpj)).toBe('texto “12.345.678/0001-90”');
    expect(termTarget(lawyer)).toBe('advogado “Helena Barbosa”');
    expect(termQueries(party)).toEqual(['Construtora Alfa Ltda.', 'Alfa Construções']);
  });

  it('turns inscriptions and terms into targets with their queries', () => {
    const targets = captureTargets({ oabs: [helena], terms: [party, cnpj, lawyer] });
    expect(targets.map((t) => [t.key, t.label, t.queries])).toEqual([
      ['SP-123456', 'OAB/SP 123456 (Helena Barbosa)', [{ numeroOab: '123456', ufOab: 'SP' }]],
      ['parte:construtora alfa ltda.', 'parte “Construtora Alfa Ltda.”', [{ nomeParte: 'Construtora Alfa Ltda.' }, { nomeParte: 'Alfa Construções' }]],
      ['texto:12.345.678/0001-90', 'texto “12.345.678/0001-90”', [{ texto: '12.345.678/0001-90' }]],
      ['adv:helena barbosa', 'advogado “Helena Barbosa”', [{ nomeAdvogado: 'Helena Barbosa' }, { nomeAdvogado: 'Helena B. Barbosa' }]],
    ]);
    expect(targets.map((t) => [t.oab, t.ownerId, t.memberId])).toEqual([
      [true, null, 'eqp-helena'],
      [false, 'staff-juliana', null],
      [false, null, null],
      [false, 'staff-helena', null],
    ]);
    // Settings saved before terms existed.
    expect(captureTargets({ oabs: [helena] }).map((t) => t.key)).toEqual(['SP-123456']);
    expect(monitoredQueryCount({ oabs: [helena], terms: [party, cnpj, lawyer] })).toBe(6);
  });
});

describe('the DJEN alert over terms', () => {
  it('names the failing term, and is silent when every term was read', () => {
    const settings = {
      oabs: [helena],
      terms: [party, cnpj],
      targets: {
        'SP-123456': readSucceeded(undefined, hoursAgo(1)),
        'parte:construtora alfa ltda.': readSucceeded(undefined, hoursAgo(2)),
        'texto:12.345.678/0001-90': readFailed(readSucceeded(undefined, hoursAgo(30)), hoursAgo(1), 'o DJEN recusou o acesso (HTTP 403)'),
      },
    };
    const alert = djenCaptureAlert(settings, NOW);
    expect(alert?.targets).toEqual(['texto “12.345.678/0001-90”']);
    expect(alert?.message).toBe(
      'Não foi possível consultar o DJEN para texto “12.345.678/0001-90” desde 26/11/2026 03:00 — não sabemos se há intimações novas.',
    );
    const fine = { ...settings, targets: { ...settings.targets, 'texto:12.345.678/0001-90': readSucceeded(undefined, hoursAgo(1)) } };
    expect(djenCaptureAlert(fine, NOW)).toBeNull();
  });

  it('a term never read is behind, named among the others', () => {
    const alert = djenCaptureAlert({ oabs: [helena], terms: [party], targets: { 'SP-123456': readSucceeded(undefined, hoursAgo(1)) } }, NOW);
    expect(alert?.targets).toEqual(['parte “Construtora Alfa Ltda.”']);
    expect(alert?.message).toBe('O DJEN ainda não foi consultado para parte “Construtora Alfa Ltda.” — não sabemos se há intimações novas.');
  });
});

describe('the DJEN settings input', () => {
  const parse = (terms: unknown[]) => {
    const r = djenSettingsInput.safeParse({ expectedVersion: 1, oabs: [helena], terms });
    return r.success ? null : fieldErrors(r.error);
  };

  it('takes terms with defaults, and settings without terms', () => {
    const r = djenSettingsInput.parse({ expectedVersion: null, oabs: [helena], terms: [{ kind: 'texto', value: '12.345.678/0001-90' }] });
    expect(r.terms).toEqual([cnpj]);
    expect(djenSettingsInput.parse({ expectedVersion: null, oabs: [helena] }).terms).toBeUndefined();
  });

  it('refuses empty, short, repeated and too many, in pt-BR', () => {
    expect(parse([{ ...party, value: ' ' }])).toEqual({ 'terms.0.value': 'Informe o termo' });
    expect(parse([{ ...party, value: 'Alfa' }])?.['terms.0.value']).toMatch(/^Use ao menos 5 caracteres/);
    expect(parse([{ ...lawyer, value: 'Helena', variants: [] }])).toEqual({ 'terms.0.value': 'Informe o nome e o sobrenome do advogado' });
    expect(parse([party, { ...party, value: 'CONSTRUTORA ALFA LTDA.', variants: [] }])).toEqual({
      terms: 'O termo “CONSTRUTORA ALFA LTDA.” foi informado duas vezes',
    });
    // One term's variant is another's value.
    expect(parse([party, { ...party, value: 'Alfa Construcoes', variants: [] }])).toEqual({ terms: 'O termo “Alfa Construcoes” foi informado duas vezes' });
    // The same words as a party and as free text are two searches, not a repetition.
    expect(parse([party, { ...cnpj, value: 'Construtora Alfa Ltda.' }])).toBeNull();
    expect(parse([{ ...party, variants: ['construtora alfa ltda.'] }])).toEqual({
      'terms.0.variants.0': '“construtora alfa ltda.” repete outra grafia deste termo',
    });
    expect(parse([{ ...party, variants: Array.from({ length: 6 }, (_, i) => `Variante ${i}`) }])).toEqual({
      'terms.0.variants': 'No máximo 5 variantes por termo',
    });
    const many = Array.from({ length: 27 }, (_, i) => ({ ...cnpj, value: `Texto número ${i}`, variants: [`Outro texto ${i}`, `Mais um texto ${i}`] }));
    expect(parse(many)?.terms).toBe('Monitore no máximo 80 buscas (cada inscrição, termo e variante é uma busca no DJEN a cada execução); há 82');
  });
});

describe('termKeyLabel', () => {
  it('names a stored key in words: an inscription, and each kind of term', () => {
    expect(termKeyLabel('SP-123456')).toBe('OAB/SP 123456');
    expect(termKeyLabel(djenTermKey('parte', 'Construtora Alfa Ltda.'))).toBe('parte “construtora alfa ltda.”');
    expect(termKeyLabel(djenTermKey('advogado', 'Helena Barbosa'))).toBe('advogado “helena barbosa”');
    expect(termKeyLabel(djenTermKey('texto', '12.345.678/0001-90'))).toBe('texto “12.345.678/0001-90”');
  });
});
