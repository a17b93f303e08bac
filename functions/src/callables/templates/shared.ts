import {
  COLLECTIONS,
  DOCX_CONTENT_TYPE,
  MAX_TEMPLATE_BYTES,
  safeFileName,
  templateAuditFields,
  type AuditAction,
  type DocumentTemplateRecord,
  type MergeFieldKey,
  type TemplateTarget,
} from '@office/domain';
import { auditOp, changedFields } from '../../platform/audit';
import type { CallableContext } from '../../platform/define-callable';
import { inspectTemplate } from '../../platform/docx-template';
import { appError } from '../../platform/errors';
import type { TypedWriteOp } from '../../store/typed';

/** The uploaded .docx's bytes, refused on the form's file field when empty or over 2 MB. */
export function templateBytes(file: { dataBase64: string }): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(file.dataBase64, 'base64'));
  if (bytes.byteLength === 0) throw appError('invalid-input', { fields: { file: 'O arquivo está vazio.' } });
  if (bytes.byteLength > MAX_TEMPLATE_BYTES) throw appError('invalid-input', { fields: { file: 'O modelo passa do limite de 2 MB.' } });
  return bytes;
}

/** The merge fields a template uses; refused (naming the problem on the file field) unless every one is in the catalogue. */
export async function templateFields(bytes: Uint8Array, appliesTo: TemplateTarget): Promise<MergeFieldKey[]> {
  const check = await inspectTemplate(bytes, appliesTo);
  if (check.problem !== null) throw appError('invalid-input', { fields: { file: check.problem } });
  return check.fields;
}

/** A new object per upload: a replaced file's old bytes stay readable until the record names the new ones. */
export function templatePath(id: string, fileName: string): string {
  return `${COLLECTIONS.documentTemplates}/${id}/${Date.now().toString(36)}-${safeFileName(fileName)}`;
}

export async function putTemplateBytes(ctx: CallableContext, path: string, bytes: Uint8Array, fileName: string): Promise<void> {
  await ctx.stores.files.put(path, bytes, { contentType: DOCX_CONTENT_TYPE, metadata: { uploadedBy: ctx.uid, originalName: fileName } });
}

/** Removes bytes no record names (any more), ignoring ones already gone. */
export async function dropTemplateBytes(ctx: CallableContext, path: string): Promise<void> {
  await ctx.stores.files.delete(path).catch(() => undefined);
}

/** The audit entry of a template's change, under Configurações, naming what changed in the log's words. */
export function templateAuditOp(
  ctx: CallableContext,
  action: Extract<AuditAction, `templates.${string}`>,
  id: string,
  before: DocumentTemplateRecord | null,
  after: DocumentTemplateRecord | null,
): TypedWriteOp {
  return auditOp(ctx, {
    section: 'settings',
    action,
    entity: COLLECTIONS.documentTemplates,
    entityId: id,
    changedFields: templateAuditFields(changedFields(before, after)),
  });
}
