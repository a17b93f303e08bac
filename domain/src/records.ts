/**
 * Stored shapes of the office's records (what `data` holds in the store).
 * Money is integer centavos; instants are ISO strings in UTC; calendar dates are YYYY-MM-DD.
 */

export type ClientStatus = 'ativo' | 'inativo' | 'prospecto';
export type MaritalStatus = 'solteiro' | 'casado' | 'divorciado' | 'viuvo' | 'uniao_estavel' | 'separado';

export interface Phone {
  number: string;
  whatsapp: boolean;
}

export interface Address {
  cep: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export interface MovementRecord {
  lawsuitId: string;
  /** ISO instant. */
  at: string;
  description: string;
  source: 'manual' | 'integracao';
  createdBy: string;
}

export interface OfficeProfile {
  name: string;
  cnpj: string;
  oabRegistration: string;
  email: string;
  phone: string;
  address: Address;
  dpoName: string;
  dpoEmail: string;
}

export type IntegrationStatus = 'conectado' | 'desconectado' | 'erro';

export interface IntegrationRecord {
  name: string;
  provider: string;
  description: string;
  status: IntegrationStatus;
  lastSyncAt: string | null;
  lastError: string | null;
}

export type RemovalStatus = 'aberto' | 'concluido' | 'recusado';

export interface RemovalRequestRecord {
  protocol: string;
  name: string;
  email: string;
  cpf: string | null;
  request: string;
  status: RemovalStatus;
  /** ISO instant. */
  receivedAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolution: string | null;
}
