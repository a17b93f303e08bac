/** Upload limits shared by the SPA, the functions and the generated storage rules. */

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** Documents a law office actually exchanges: PDFs, office documents, images and plain text. */
export const ALLOWED_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'text/plain',
  'text/csv',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
] as const;
