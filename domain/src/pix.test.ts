import { describe, expect, it } from 'vitest';
import { normalizePixKey, optionalPixKey, parsePixPayload, pixAmount, pixCrc16, pixPayload, pixText } from './pix';

/** Banco Central, Manual de Padrões para Iniciação do Pix: the static example (random key, no amount). */
const BCB_STATIC = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
/** Manual §6.1: phone key with an amount. As published, field 62 declares 08 characters and holds 7. */
const BCB_PHONE_PUBLISHED = '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62080503***6304170E';

describe('pixCrc16', () => {
  it('gives the CRC16/CCITT-FALSE check value', () => {
    expect(pixCrc16('123456789')).toBe('29B1');
  });

  it('gives the CRC of both Banco Central examples', () => {
    expect(pixCrc16(BCB_STATIC.slice(0, -4))).toBe('1D3D');
    expect(pixCrc16(BCB_PHONE_PUBLISHED.slice(0, -4))).toBe('170E');
  });
});

describe('pixPayload', () => {
  it('reproduces the Manual static example byte for byte from its fields', () => {
    expect(pixPayload({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA' })).toBe(BCB_STATIC);
  });

  it('reproduces the Manual phone example from its fields, with field 62 at its true length', () => {
    const built = pixPayload({ key: '+5511943214321', name: 'EMPRESA', city: 'BRASILIA', amount: 6666, gui: 'BR.GOV.BCB.PIX' });
    // Identical up to 62, whose length the published text misstates (08 for "0503***"); the CRC follows.
    const upTo62 = BCB_PHONE_PUBLISHED.indexOf('6208');
    expect(built).toBe(`${BCB_PHONE_PUBLISHED.slice(0, upTo62)}62070503***630404ED`);
    expect(parsePixPayload(built)).toEqual({
      ok: true,
      value: { key: '+5511943214321', description: null, amount: 6666, name: 'EMPRESA', city: 'BRASILIA', txid: '***' },
    });
  });

  it('writes the amount with two decimals and the txid, and reads back what it wrote', () => {
    const payload = pixPayload({
      key: '11222333000181',
      name: 'Sociedade de Advogados São João Ltda',
      city: 'São José dos Campos',
      amount: 123450,
      txid: 'COB2026000123',
      description: 'Cobrança 123',
    });
    expect(payload).toContain('5407' + '1234.50');
    expect(payload).toContain('62170513COB2026000123');
    expect(parsePixPayload(payload)).toEqual({
      ok: true,
      value: {
        key: '11222333000181',
        description: 'Cobranca 123',
        amount: 123450,
        name: 'Sociedade de Advogados Sa',
        city: 'Sao Jose dos Ca',
        txid: 'COB2026000123',
      },
    });
  });

  it('refuses a txid outside the static charset or over 25 characters', () => {
    const base = { key: '11222333000181', name: 'Escritorio', city: 'Recife' };
    expect(() => pixPayload({ ...base, txid: 'COB-1' })).toThrow(RangeError);
    expect(() => pixPayload({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(pixPayload({ ...base, txid: 'A'.repeat(25) })).toContain(`62290525${'A'.repeat(25)}`);
  });

  it('cuts the description to what fits in template 26 (99 characters)', () => {
    const key = `${'a'.repeat(40)}@escritorio.com.br`;
    const parsed = parsePixPayload(pixPayload({ key, name: 'X', city: 'Y', description: 'descricao '.repeat(20) }));
    // 99 − "0014br.gov.bcb.pix" (18) − "01" + length + key (62) − "02" + length (4) = 15 characters of text.
    expect(parsed.ok && parsed.value.description).toBe('descricao descr');
    expect(parsePixPayload(pixPayload({ key: `${'a'.repeat(59)}@escritorio.com.br`, name: 'X', city: 'Y', description: 'sem espaco' }))).toMatchObject({
      ok: true,
      value: { description: null },
    });
  });
});

describe('pixText', () => {
  it('drops accents and signs outside the charset and cuts name (25) and city (15)', () => {
    expect(pixText('Ação & Cia — Advogados Associados', 25)).toBe('Acao & Cia Advogados Asso');
    expect(pixText('  São   Paulo  ', 15)).toBe('Sao Paulo');
    expect(pixText('Florianópolis (SC)', 15)).toBe('Florianopolis S');
  });
});

describe('pixAmount', () => {
  it('formats centavos with a decimal point and no separators', () => {
    expect(pixAmount(1)).toBe('0.01');
    expect(pixAmount(100)).toBe('1.00');
    expect(pixAmount(123456789)).toBe('1234567.89');
  });
});

describe('parsePixPayload', () => {
  it('reads the Manual static example', () => {
    expect(parsePixPayload(BCB_STATIC)).toEqual({
      ok: true,
      value: { key: '123e4567-e12b-12d1-a456-426655440000', description: null, amount: null, name: 'Fulano de Tal', city: 'BRASILIA', txid: '***' },
    });
  });

  it('refuses a tampered payload by its CRC', () => {
    const tampered = BCB_STATIC.replace('Fulano de Tal', 'Fulano de Mal');
    expect(parsePixPayload(tampered)).toEqual({ ok: false, error: 'Código PIX alterado: o CRC não confere' });
  });

  it('refuses the published phone example: its CRC matches, its field 62 is malformed', () => {
    expect(parsePixPayload(BCB_PHONE_PUBLISHED)).toEqual({ ok: false, error: 'Código PIX malformado: um campo não tem o tamanho declarado' });
  });

  it('refuses a payload without the CRC or without the PIX template', () => {
    expect(parsePixPayload('000201').ok).toBe(false);
    const body = '000201520400005303986' + '5802BR5901X6001Y62070503***6304';
    expect(parsePixPayload(body + pixCrc16(body))).toEqual({ ok: false, error: 'Código PIX sem os dados da conta PIX (campo 26)' });
  });
});

describe('normalizePixKey', () => {
  it('accepts and normalises each key kind', () => {
    expect(normalizePixKey('529.982.247-25')).toEqual({ ok: true, kind: 'cpf', key: '52998224725' });
    expect(normalizePixKey('11.222.333/0001-81')).toEqual({ ok: true, kind: 'cnpj', key: '11222333000181' });
    expect(normalizePixKey(' Financeiro@Escritorio.COM.br ')).toEqual({ ok: true, kind: 'email', key: 'financeiro@escritorio.com.br' });
    expect(normalizePixKey('+55 (11) 98765-4321')).toEqual({ ok: true, kind: 'telefone', key: '+5511987654321' });
    expect(normalizePixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual({ ok: true, kind: 'evp', key: '123e4567-e12b-12d1-a456-426655440000' });
  });

  it('refuses invalid keys with a pt-BR reason', () => {
    expect(normalizePixKey('529.982.247-26')).toEqual({ ok: false, error: 'Chave PIX: CPF inválido (para telefone, comece com +55)' });
    expect(normalizePixKey('11.222.333/0001-82')).toEqual({ ok: false, error: 'Chave PIX: CNPJ inválido' });
    expect(normalizePixKey('fulano@')).toEqual({ ok: false, error: 'Chave PIX: e-mail inválido' });
    expect(normalizePixKey('+1 202 555 0100').ok).toBe(false);
    expect(normalizePixKey('+55 11 1234').ok).toBe(false);
    expect(normalizePixKey(`${'a'.repeat(70)}@exemplo.com`)).toEqual({ ok: false, error: 'Chave PIX de e-mail: no máximo 77 caracteres' });
    expect(normalizePixKey('')).toEqual({ ok: false, error: 'Informe a chave PIX' });
    expect(normalizePixKey('qualquer coisa').ok).toBe(false);
  });
});

describe('optionalPixKey', () => {
  it('stores empty as null and a key normalised, and refuses an invalid one in pt-BR', () => {
    expect(optionalPixKey.parse('')).toBeNull();
    expect(optionalPixKey.parse(undefined)).toBeNull();
    expect(optionalPixKey.parse('11.222.333/0001-81')).toBe('11222333000181');
    const refused = optionalPixKey.safeParse('11.222.333/0001-82');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Chave PIX: CNPJ inválido');
  });
});
