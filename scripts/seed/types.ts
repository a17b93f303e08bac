import type {
  ArticleRecord,
  ClientRecord,
  EventRecord,
  FaqRecord,
  IntegrationRecord,
  MessageRecord,
  LawsuitRecord,
  MovementRecord,
  OfficeProfile,
  StaffRecord,
  TransactionRecord,
} from '@office/domain';

/** emulator-data/seed/office.json: collection -> id -> data (dates as tokens, see resolve-dates.ts). */
export interface SeedDataSet {
  admin: Record<string, StaffRecord>;
  office: Record<string, OfficeProfile>;
  clients: Record<string, ClientRecord>;
  lawsuits: Record<string, LawsuitRecord>;
  movements: Record<string, MovementRecord>;
  events: Record<string, EventRecord>;
  transactions: Record<string, TransactionRecord>;
  articles: Record<string, ArticleRecord>;
  faq: Record<string, FaqRecord>;
  messages: Record<string, MessageRecord>;
  integrations: Record<string, IntegrationRecord>;
  /** Uniqueness keys: CPF/CNPJ → client, CNJ digits → lawsuit (kept by the callables in the same commit). */
  clientDocuments: Record<string, { clientId: string }>;
  lawsuitNumbers: Record<string, { lawsuitId: string }>;
}
