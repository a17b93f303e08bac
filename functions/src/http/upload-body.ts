import type { Request } from 'firebase-functions/v2/https';
import { isAllowedContentType, UNACCEPTED_TYPE_MESSAGE, uploadSizeProblem } from '@office/domain';
import { appError } from '../platform/errors';
import { uploadProblem } from '../platform/upload-check';

/**
 * An upload's bytes, declared type and name, after the checks every upload passes (files.ts does the same for the
 * office's): an accepted type, a size within its limit, a name and leading bytes that agree with the type.
 */
export async function checkedUploadBody(req: Request): Promise<{ bytes: Uint8Array; contentType: string; name: string }> {
  const contentType = (req.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isAllowedContentType(contentType)) throw appError('invalid-input', { fields: { file: UNACCEPTED_TYPE_MESSAGE } });
  const bytes = new Uint8Array(req.rawBody);
  const sizeProblem = uploadSizeProblem(bytes.byteLength, contentType);
  if (sizeProblem) throw appError('invalid-input', { fields: { file: sizeProblem } });
  const name = typeof req.query.name === 'string' ? req.query.name.normalize('NFC') : '';
  const problem = await uploadProblem(bytes, contentType, name);
  if (problem) throw appError('invalid-input', { fields: { file: problem } });
  return { bytes, contentType, name };
}
