import { isValidCnpj } from './documents';
import { lineText, personName, ufField, z } from './schema';

const cep = lineText(9)
  .regex(/^\d{5}-?\d{3}$/, 'CEP deve ter 8 dígitos')
  .transform((v) => v.replace('-', ''));
// "sp" is São Paulo: the abbreviation is case-insensitive as typed, stored upper-case.
const uf = ufField();

export const addressSchema = z
  .object({
    cep,
    street: lineText(200).min(2, 'Informe o logradouro'),
    number: lineText(20).min(1, 'Informe o número (ou S/N)'),
    complement: lineText(100),
    district: lineText(100).min(2, 'Informe o bairro'),
    city: lineText(100).min(2, 'Informe a cidade'),
    state: uf,
  })
  .strict();

/** The office profile (Sobre): also the controller identity on the public privacy notice. */
export const officeProfileSchema = z
  .object({
    name: lineText(200).min(3, 'Informe o nome do escritório'),
    cnpj: lineText(18).refine(isValidCnpj, 'CNPJ inválido'),
    oabRegistration: lineText(60).min(3, 'Informe o registro na OAB'),
    email: z.email('Informe um e-mail válido').max(254),
    phone: lineText(20).regex(/^\+?\d{10,13}$/, 'Telefone inválido'),
    address: addressSchema,
    dpoName: personName(120).min(3, 'Informe o encarregado de dados (DPO)'),
    dpoEmail: z.email('Informe um e-mail válido').max(254),
  })
  .strict();

export const aboutGetInput = z.object({}).strict();
export const aboutUpdateInput = z.object({ expectedVersion: z.number().int().min(1), profile: officeProfileSchema }).strict();

export const OFFICE_PROFILE_ID = 'profile';
