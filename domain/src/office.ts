import { UF_ORDER } from './cnj';
import { isValidCnpj } from './documents';
import { z } from './schema';

const cep = z
  .string()
  .trim()
  .regex(/^\d{5}-?\d{3}$/, 'CEP deve ter 8 dígitos')
  .transform((v) => v.replace('-', ''));
// "sp" is São Paulo: the abbreviation is case-insensitive as typed, stored upper-case.
const uf = z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), z.enum(UF_ORDER, 'UF inválida'));

export const addressSchema = z
  .object({
    cep,
    street: z.string().trim().min(2, 'Informe o logradouro').max(200),
    number: z.string().trim().min(1, 'Informe o número (ou S/N)').max(20),
    complement: z.string().trim().max(100),
    district: z.string().trim().min(2, 'Informe o bairro').max(100),
    city: z.string().trim().min(2, 'Informe a cidade').max(100),
    state: uf,
  })
  .strict();

/** The office profile (Sobre): also the controller identity on the public privacy notice. */
export const officeProfileSchema = z
  .object({
    name: z.string().trim().min(3, 'Informe o nome do escritório').max(200),
    cnpj: z.string().trim().refine(isValidCnpj, 'CNPJ inválido'),
    oabRegistration: z.string().trim().min(3, 'Informe o registro na OAB').max(60),
    email: z.email('Informe um e-mail válido').max(254),
    phone: z
      .string()
      .trim()
      .regex(/^\+?\d{10,13}$/, 'Telefone inválido'),
    address: addressSchema,
    dpoName: z.string().trim().min(3, 'Informe o encarregado de dados (DPO)').max(120),
    dpoEmail: z.email('Informe um e-mail válido').max(254),
  })
  .strict();

export const aboutGetInput = z.object({}).strict();
export const aboutUpdateInput = z.object({ expectedVersion: z.number().int().min(1), profile: officeProfileSchema }).strict();

export const OFFICE_PROFILE_ID = 'profile';
