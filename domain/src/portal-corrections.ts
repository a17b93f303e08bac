/**
 * Portal do cliente, LGPD: the client asks the office to correct what it holds about them (the qualification shown
 * on /portal), and the office answers "Corrigido" or "Recusado" with a short note the client reads.
 * Lei 13.709/2018 (LGPD), art. 18, III: the holder may ask for the correction of incomplete, inaccurate or
 * outdated data.
 */
import { expectedVersion, recordId } from './lists';
import { lineText, multilineText, z } from './schema';

/** The data a client may point at: the qualification's labels (portalQualification), or "Outro". */
export const CORRECTION_FIELDS = [
  'Nome',
  'Razão social',
  'CPF',
  'CNPJ',
  'Nome fantasia',
  'Representante legal',
  'RG',
  'Data de nascimento',
  'Nacionalidade',
  'Profissão',
  'Estado civil',
  'E-mails',
  'Telefones',
  'Endereço',
  'Outro',
] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/** Open requests one client may have at once: more is refused until the office answers (a flood is not a request). */
export const MAX_OPEN_CORRECTIONS = 5;

export const CORRECTION_STATUSES = ['aberto', 'corrigido', 'recusado'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];
export const CORRECTION_STATUS_LABELS: Record<CorrectionStatus, string> = {
  aberto: 'Aguardando o escritório',
  corrigido: 'Corrigido',
  recusado: 'Recusado',
};

/** `portalCorrections/<id>`: a client's request to correct a datum, and the office's answer. */
export interface PortalCorrectionRecord {
  clientId: string;
  /** The client account that asked. */
  requestedBy: string;
  field: CorrectionField;
  /** What is right, in the client's words. */
  text: string;
  status: CorrectionStatus;
  createdAt: string;
  answer: string | null;
  answeredBy: string | null;
  answeredAt: string | null;
  updatedBy: string;
}

const correctionText = multilineText(1000)
  .transform((v) => v.trim())
  .refine((v) => v.length >= 3, 'Escreva qual é o dado correto');

export const portalCorrectionRequestInput = z
  .object({
    clientId: recordId,
    field: z.enum(CORRECTION_FIELDS, 'Escolha qual dado deve ser corrigido'),
    text: correctionText,
  })
  .strict();
export type PortalCorrectionRequestInput = z.input<typeof portalCorrectionRequestInput>;

export const portalCorrectionResolveInput = z
  .object({
    id: recordId,
    expectedVersion,
    status: z.enum(['corrigido', 'recusado'], 'Escolha Corrigido ou Recusado'),
    answer: lineText(500).min(3, 'Escreva uma resposta curta ao cliente'),
  })
  .strict();
export type PortalCorrectionResolveInput = z.input<typeof portalCorrectionResolveInput>;
export const portalCorrectionListInput = z.object({ clientId: recordId }).strict();
export const portalCorrectionMineInput = z.object({}).strict();

/** A request as both sides read it: the client on /portal, the office on the client's page. */
export interface PortalCorrectionView {
  id: string;
  clientId: string;
  field: CorrectionField;
  text: string;
  status: CorrectionStatus;
  createdAt: string;
  requestedByName: string;
  answer: string | null;
  answeredAt: string | null;
  answeredByName: string | null;
  version: number;
}
