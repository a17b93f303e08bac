import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { COLLECTIONS, COVER_SIZE, THUMB_SIZE, type ArticleCover } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { savedArticle } from './shared';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** A photo from a phone is fine; a poster-sized scan is not a cover. */
const MAX_SOURCE_PIXELS = 40_000_000;

/** The image cropped to fill `size` around its most interesting region, as a progressive JPEG without metadata. */
function render(source: Uint8Array, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(source, { limitInputPixels: MAX_SOURCE_PIXELS })
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toBuffer();
}

/**
 * Publicações: makes an image uploaded to the article's folder its cover: a 1200×630 crop (the size link
 * previews use) and a 400×210 thumbnail, stored beside it under names that change with the content (so the
 * site may cache them forever). The upload itself is then removed. A null source removes the cover.
 */
export default implement('articles-setCover', async (ctx, input) => {
  const { documents, files } = ctx.stores;
  const article = await documents.get(COLLECTIONS.articles, input.id);
  if (!article) throw appError('not-found');
  if (article.version !== input.expectedVersion) throw appError('conflict', { currentVersion: article.version });

  let cover: ArticleCover | null = null;
  if (input.sourcePath) {
    const folder = `articles/${input.id}/`;
    if (!input.sourcePath.startsWith(folder) || input.sourcePath.slice(folder.length).includes('/')) {
      throw appError('invalid-input', { fields: { sourcePath: 'A imagem precisa ter sido enviada para este artigo.' } });
    }
    const source = await files.read(input.sourcePath);
    if (!source) throw appError('invalid-input', { fields: { sourcePath: 'A imagem enviada não foi encontrada. Envie de novo.' } });
    if (!IMAGE_TYPES.has(source.file.contentType))
      throw appError('invalid-input', { fields: { sourcePath: 'A capa precisa ser uma imagem JPEG, PNG ou WebP.' } });
    let rendered: [Buffer, Buffer];
    try {
      rendered = await Promise.all([render(source.bytes, COVER_SIZE), render(source.bytes, THUMB_SIZE)]);
    } catch {
      throw appError('invalid-input', { fields: { sourcePath: 'Não foi possível ler esta imagem (arquivo corrompido ou grande demais). Tente outra.' } });
    }
    const hash = createHash('sha256').update(rendered[0]).digest('hex').slice(0, 12);
    cover = { path: `${folder}cover-${hash}.jpg`, thumbPath: `${folder}thumb-${hash}.jpg`, alt: input.alt };
    const metadata = { uploadedBy: ctx.uid, originalName: source.file.metadata.originalName ?? 'capa.jpg' };
    await files.put(cover.path, rendered[0], { contentType: 'image/jpeg', metadata });
    await files.put(cover.thumbPath, rendered[1], { contentType: 'image/jpeg', metadata });
  }

  const previous = article.data.cover;
  try {
    await documents.commit([
      { kind: 'update', collection: COLLECTIONS.articles, id: input.id, expectedVersion: input.expectedVersion, patch: { cover, updatedBy: ctx.uid } },
      auditOp({
        at: new Date().toISOString(),
        actor: ctx.uid,
        section: 'articles',
        action: cover ? 'articles.setCover' : 'articles.removeCover',
        entity: COLLECTIONS.articles,
        entityId: input.id,
        changedFields: ['cover'],
      }),
    ]);
  } catch (error) {
    // Someone saved the article meanwhile: the new images belong to nothing.
    if (cover) await Promise.all([files.delete(cover.path), files.delete(cover.thumbPath)].map((p) => p.catch(() => undefined)));
    throw error;
  }
  // The replaced images and the upload are no longer referenced by anything.
  const stale = [previous?.path, previous?.thumbPath, input.sourcePath].filter((p): p is string => !!p && p !== cover?.path && p !== cover?.thumbPath);
  await Promise.all(stale.map((p) => files.delete(p).catch(() => undefined)));
  return savedArticle(documents, input.id);
});
