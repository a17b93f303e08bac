import { describe, expect, it } from 'vitest';
import { djenCertificateUrl, djenOabKey, isHtmlText, mapDjenItem, type DjenItem } from './djen';

const item: DjenItem = {
  id: 123,
  data_disponibilizacao: '2026-11-20',
  siglaTribunal: 'TJSP',
  tipoComunicacao: 'Intimação',
  texto: 'INTIMAÇÃO\r\nFica a parte intimada.',
  numero_processo: '10000012220248260100',
  hash: 'abc',
  ativo: true,
  destinatarioadvogados: [{ advogado: { nome: 'Fulana', numero_oab: '057689', uf_oab: 'rs' } }],
};

describe('DJEN items', () => {
  it('normalises the inscription as the API does (57689 = 057689)', () => {
    expect(djenOabKey('rs', '057.689')).toBe('RS-57689');
    expect(mapDjenItem(item).lawyers).toEqual([{ name: 'Fulana', uf: 'RS', number: '57689' }]);
  });

  it('keeps plain text with its line breaks and recognises HTML', () => {
    expect(mapDjenItem(item)).toMatchObject({ text: 'INTIMAÇÃO\nFica a parte intimada.', textFormat: 'texto', cancelled: null });
    expect(isHtmlText('<p>Intimação</p>')).toBe(true);
    expect(isHtmlText('Valor < 10 e > 5')).toBe(false);
  });

  it('cuts a text too long for one document, saying where the whole is', () => {
    const long = mapDjenItem({ ...item, texto: 'a'.repeat(400_000) }).text;
    expect(long.length).toBeLessThan(300_200);
    expect(long).toMatch(/a íntegra está na certidão/);
  });

  it('a valid CNJ number is formatted (from the masked one when the bare one is empty); an invalid one is left unmatched', () => {
    expect(mapDjenItem({ ...item, numero_processo: '', numeroprocessocommascara: '1000001-22.2024.8.26.0100' }).cnjDigits).toBe('10000012220248260100');
    expect(mapDjenItem(item)).toMatchObject({ cnjDigits: '10000012220248260100', cnj: '1000001-22.2024.8.26.0100' });
    expect(mapDjenItem({ ...item, numero_processo: '12345' })).toMatchObject({ cnjDigits: null, cnj: null });
  });

  it('keeps a cancelled item with its reason', () => {
    expect(mapDjenItem({ ...item, ativo: false, motivo_cancelamento: 'Duplicidade', data_cancelamento: '2026-11-21' }).cancelled).toEqual({
      reason: 'Duplicidade',
      at: '2026-11-21',
    });
    expect(mapDjenItem({ ...item, status: 'Cancelado' }).cancelled?.reason).toMatch(/motivo não informado/);
  });

  it('builds the certificate address from the hash', () => {
    expect(djenCertificateUrl('https://comunicaapi.pje.jus.br/api/v1/', 'a/b')).toBe('https://comunicaapi.pje.jus.br/api/v1/comunicacao/a%2Fb/certidao');
  });
});
