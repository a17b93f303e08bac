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
  source: MovementSource;
  /** Imported andamentos only: where it came from. Null on those typed in. */
  imported: ImportedMovementInfo | null;
  /** An imported andamento someone chose not to see on the timeline (kept: a re-import must not bring it back). */
  hidden: boolean;
  createdBy: string;
}

export type MovementSource = 'manual' | 'datajud';

export interface ImportedMovementInfo {
  /** The movement's identity across imports (see datajud.ts); the document id is derived from it. */
  key: string;
  grau: string;
  code: number | null;
  organ: string | null;
  fetchedAt: string;
  runId: string;
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
