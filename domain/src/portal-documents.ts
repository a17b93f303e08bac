/**
 * Portal do cliente, documents: a version of a client's or a lawsuit's file the office shares with the client (a
 * version, never the folder: a later version is not shared until shared again), and the office's requests for a
 * document the client uploads from the portal ("Envie seu comprovante de residência").
 */
import { formatDateTime } from './dates';
import { expectedVersion, recordId, optionalRecordId } from './lists';
import { dateField, lineText, optionalLineText, z } from './schema';

/** `portalShares/<id>`: one file shared with its clients; the id follows the file's path (one share per file). */
export interface PortalShareRecord {
  /** The record's folder ("clients/cli-001", "lawsuits/law-001") and the file's path in it. */
  folder: string;
  path: string;
  /** The version shared: a later version of the file stays the office's until it is shared again. */
  fileVersion: number;
  /** The file's name as the client reads it (the shared version's name). */
  name: string;
  /** The clients who read it: the client of a client's file, the lawsuit's clients for a lawsuit's file. */
  clientIds: string[];
  lawsuitId: string | null;
  sharedBy: string;
  sharedAt: string;
  updatedBy: string;
}

export const PORTAL_REQUEST_STATUSES = ['aberto', 'respondido', 'cancelado'] as const;
export type PortalRequestStatus = (typeof PORTAL_REQUEST_STATUSES)[number];
export const PORTAL_REQUEST_STATUS_LABELS: Record<PortalRequestStatus, string> = {
  aberto: 'Aguardando o cliente',
  respondido: 'Enviado pelo cliente',
  cancelado: 'Cancelado',
};

/** `portalRequests/<id>`: a document the office asked the client for, answered by the client's upload. */
export interface PortalRequestRecord {
  clientId: string;
  /** The lawsuit the document is for: the upload lands in its files instead of the client's. */
  lawsuitId: string | null;
  title: string;
  note: string | null;
  dueDate: string | null;
  status: PortalRequestStatus;
  createdBy: string;
  createdAt: string;
  /** The client's upload that answered it. */
  filePath: string | null;
  fileName: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  updatedBy: string;
}

const filePath = z.string().regex(/^(clients|lawsuits)\/[A-Za-z0-9_-]{1,128}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'Arquivo inválido');
const folder = z.string().regex(/^[a-z]+\/[A-Za-z0-9_-]{1,128}$/, 'Pasta inválida');

export const portalShareInput = z
  .object({
    path: filePath,
    fileVersion: z.number().int().min(1),
    /** The share the person saw (null: the file was not shared). */
    expectedVersion: expectedVersion.nullable(),
    /** A lawsuit under segredo de justiça: the person confirmed the client may receive its file. */
    confirmSecret: z.boolean().default(false),
  })
  .strict();
export const portalUnshareInput = z.object({ id: recordId, expectedVersion }).strict();
export const portalSharesInput = z.object({ folder }).strict();

export const portalRequestCreateInput = z
  .object({
    clientId: recordId,
    lawsuitId: optionalRecordId,
    title: lineText(120).min(3, 'Diga qual documento o cliente deve enviar'),
    note: optionalLineText(500),
    dueDate: dateField()
      .nullish()
      .transform((v) => v ?? null),
  })
  .strict();
export type PortalRequestCreateInput = z.input<typeof portalRequestCreateInput>;
export const portalRequestCancelInput = z.object({ id: recordId, expectedVersion }).strict();
export const portalRequestsInput = z.object({ clientId: recordId }).strict();
export const portalDocumentsInput = z.object({}).strict();

/** A share as the file's row shows it to the office. */
export interface PortalShareView {
  id: string;
  path: string;
  fileVersion: number;
  sharedAt: string;
  sharedByName: string;
  version: number;
}

/** A request as the client's page lists it to the office. */
export interface PortalRequestView {
  id: string;
  clientId: string;
  lawsuitId: string | null;
  lawsuitLabel: string | null;
  title: string;
  note: string | null;
  dueDate: string | null;
  status: PortalRequestStatus;
  createdAt: string;
  createdByName: string;
  fileName: string | null;
  answeredAt: string | null;
  answeredByName: string | null;
  version: number;
}

/** What the client reads on /portal: the files shared with them and the requests still waiting for them. */
export interface PortalDocuments {
  shared: { id: string; name: string; sharedAt: string; sharedByName: string }[];
  requests: { id: string; title: string; note: string | null; dueDate: string | null; createdAt: string }[];
}

/** "Enviado pelo cliente Maria Souza em 03/12/2026 14:30": who of the client's side sent a file, for the office. */
export function clientUploadLine(name: string, at: string): string {
  return `Enviado pelo cliente ${name} em ${formatDateTime(at)}`;
}

/** Where a share's bytes are downloaded, and where a request takes the client's upload (the files function). */
export const PORTAL_SHARES_PREFIX = 'portal/shares';
export const PORTAL_REQUESTS_PREFIX = 'portal/requests';
