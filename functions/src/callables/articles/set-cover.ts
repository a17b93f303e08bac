import { createHash } from 'node:crypto';
import { COLLECTIONS, COVER_SIZE, THUMB_SIZE, type ArticleCover } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readUploadedImage, renderJpeg } from '../../platform/images';
import { savedArticle } from './shared';

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
    const source = await readUploadedImage(files, folder, input.sourcePath);
    const rendered = await Promise.all([renderJpeg(source.bytes, COVER_SIZE), renderJpeg(source.bytes, THUMB_SIZE)]);
    const hash = createHash('sha256').update(rendered[0]).digest('hex').slice(0, 12);
    cover = { path: `${folder}cover-${hash}.jpg`, thumbPath: `${folder}thumb-${hash}.jpg`, alt: input.alt };
    const metadata = { uploadedBy: ctx.uid, originalName: source.originalName };
    await files.put(cover.path, rendered[0], { contentType: 'image/jpeg', metadata });
    await files.put(cover.thumbPath, rendered[1], { contentType: 'image/jpeg', metadata });
  }

  const previous = article.data.cover;
  try {
    await documents.commit([
      { kind: 'update', collection: COLLECTIONS.articles, id: input.id, expectedVersion: input.expectedVersion, patch: { cover, updatedBy: ctx.uid } },
      auditOp(ctx, {
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
