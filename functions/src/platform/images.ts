import type { FileStore } from '../store/port';
import { appError } from './errors';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A photo from a phone is fine; a poster-sized scan is not a cover or a portrait. */
const MAX_SOURCE_PIXELS = 40_000_000;

/**
 * The image someone uploaded to `folder` through the files function, checked to be a picture of that record.
 * Field errors name `sourcePath`, the input field that carries the upload's path.
 */
export async function readUploadedImage(files: FileStore, folder: string, sourcePath: string): Promise<{ bytes: Uint8Array; originalName: string }> {
  if (!sourcePath.startsWith(folder) || sourcePath.slice(folder.length).includes('/')) {
    throw appError('invalid-input', { fields: { sourcePath: 'A imagem precisa ter sido enviada para este registro.' } });
  }
  const source = await files.read(sourcePath);
  if (!source) throw appError('invalid-input', { fields: { sourcePath: 'A imagem enviada não foi encontrada. Envie de novo.' } });
  if (!IMAGE_TYPES.has(source.file.contentType)) throw appError('invalid-input', { fields: { sourcePath: 'Envie uma imagem JPEG, PNG ou WebP.' } });
  return { bytes: source.bytes, originalName: source.file.metadata.originalName ?? 'imagem.jpg' };
}

/**
 * The image cropped to fill `size` around its most interesting region, as a progressive JPEG without metadata:
 * what a phone wrote into the file (the place it was taken, the device) never reaches the office's pages.
 * A file that cannot be read is refused under `field`.
 */
export async function renderJpeg(source: Uint8Array, size: { width: number; height: number }, field = 'sourcePath'): Promise<Buffer> {
  // Loaded on the first image, not with every instance: libvips is the largest thing the functions load.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
      .rotate()
      .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();
  } catch {
    throw appError('invalid-input', { fields: { [field]: 'Não foi possível ler esta imagem (arquivo corrompido ou grande demais). Tente outra.' } });
  }
}
