import { searchKey, type ClientRecord, type ClientValues } from '@office/domain';
import type { CallableContext } from '../../platform/define-callable';

export const CLIENTS = 'clients';
/** One document per CPF/CNPJ: creating it in the same commit as the client makes the number unique in the office. */
export const CLIENT_DOCUMENTS = 'clientDocuments';

/** The stored record for what the form sent. */
export function toClientRecord(values: ClientValues, ctx: CallableContext, createdBy: string): ClientRecord {
  const pf = values.kind === 'pf';
  return {
    kind: values.kind,
    name: values.name,
    document: values.document,
    nameKey: searchKey(values.name),
    rg: pf ? values.rg : null,
    birthDate: pf ? values.birthDate : null,
    profession: pf ? values.profession : null,
    maritalStatus: pf ? values.maritalStatus : null,
    tradeName: pf ? null : values.tradeName,
    legalRepresentative: pf ? null : values.legalRepresentative,
    emails: values.emails.map((e) => e.toLowerCase()),
    phones: values.phones,
    address: values.address,
    notes: values.notes,
    tags: [...new Set(values.tags)],
    status: values.status,
    responsibleLawyerId: values.responsibleLawyerId,
    createdBy,
    updatedBy: ctx.uid,
  };
}

export const DUPLICATE_DOCUMENT = { document: 'Já existe um cliente com este CPF/CNPJ no escritório.' };
