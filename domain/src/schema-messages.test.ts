import { describe, expect, it } from 'vitest';
import { fieldErrors, z } from './schema';
import { lawsuitInput } from './lawsuits';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('pt-BR messages for rules a schema does not word', () => {
  it('says what to do, in Brazilian Portuguese, for each kind of rule', () => {
    const schema = z
      .object({
        name: z.string().min(1),
        code: z.string().min(3).max(5),
        notes: z.string().max(200),
        count: z.number().int().min(1).max(1000),
        email: z.email(),
        day: z.iso.date(),
        kind: z.enum(['pf', 'pj']),
        tags: z.array(z.string()).min(1).max(2),
      })
      .strict();
    expect(messages(schema, { name: '', code: 'ab', notes: 'x'.repeat(201), count: 1001, email: 'x', day: '2026-13-01', kind: 'zz', tags: [] })).toEqual({
      name: 'Preencha este campo',
      code: 'Use pelo menos 3 caracteres',
      notes: 'Use no máximo 200 caracteres',
      count: 'Informe um valor até 1.000',
      email: 'Informe um e-mail válido',
      day: 'Data inválida',
      kind: 'Escolha uma das opções da lista',
      tags: 'Informe ao menos um item',
    });
    expect(messages(schema, {})).toMatchObject({ name: 'Preencha este campo', count: 'Preencha este campo' });
    expect(messages(schema.partial(), { count: 'dez', extra: 1 })).toEqual({ count: 'Informe um número', _: 'Campo não permitido: extra' });
  });

  it('never shows European or technical wording', () => {
    const all = Object.values(messages(lawsuitInput, { className: '', subject: 'x'.repeat(400), opposingParties: 'x', claimValue: 'a' })).join(' ');
    expect(all).not.toMatch(/Demasiado|esperava|>=|<=|undefined|NaN|registo|ficheiro/);
  });

  it('keeps the wording a schema gives itself', () => {
    expect(messages(lawsuitInput, { className: '' })).toMatchObject({ className: 'Informe a classe processual' });
  });
});
