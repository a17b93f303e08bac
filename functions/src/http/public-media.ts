import '../platform/firebase';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { COLLECTIONS } from '@office/domain';
import { stores } from '../store/open-stores';
import { typedStores, type TypedDocumentStore } from '../store/typed';
import { isVisible } from '../entities/articles/public-articles';

function notFound(res: Response): void {
  res.status(404).set('Content-Type', 'text/plain; charset=utf-8').set('Cache-Control', 'no-store').send('Imagem não encontrada.');
}

/** The stored path a /media/ address names ("/media/articles/<id>/cover-<hash>.jpg" → "articles/<id>/cover-<hash>.jpg"). */
export function mediaPath(path: string): string | null {
  const m = /^(?:\/media)?\/((?:articles\/[A-Za-z0-9_-]+\/(?:cover|thumb)|office\/[A-Za-z0-9_-]+\/photo)-[0-9a-f]{12}\.jpg)$/.exec(path);
  return m?.[1] ?? null;
}

/** Whether the public may see the image at `path` now: the current cover of a published article, or the photo of a member the site shows. */
async function isPublicImage(store: TypedDocumentStore, path: string): Promise<boolean> {
  const [prefix, id = ''] = path.split('/');
  if (prefix === 'office') {
    const member = await store.get(COLLECTIONS.team, id);
    return !!member && member.data.published && member.data.photoPath === path;
  }
  const article = await store.get(COLLECTIONS.articles, id);
  const cover = article?.data.cover;
  return !!article && !!cover && isVisible(article.data) && (path === cover.path || path === cover.thumbPath);
}

async function serve(req: Request, res: Response): Promise<void> {
  const path = mediaPath(req.path);
  if (!path) {
    notFound(res);
    return;
  }
  const s = await stores();
  // A draft's cover, an unpublished member's photo and replaced images stay private.
  if (!(await isPublicImage(typedStores(s).documents, path))) {
    notFound(res);
    return;
  }
  const object = await s.files.read(path);
  if (!object) {
    notFound(res);
    return;
  }
  res
    .status(200)
    .set('Content-Type', 'image/jpeg')
    .set('Content-Length', String(object.bytes.byteLength))
    // The name changes with the content, so a copy never goes stale.
    .set('Cache-Control', 'public, max-age=31536000, immutable')
    .set('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(object.bytes));
}

/** /media/…: the covers and thumbnails of published articles and the photos of the team the site shows, for the office's public website. */
export const publicMedia = onRequest({ cors: true, timeoutSeconds: 30 }, async (req, res) => {
  try {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Content-Type', 'text/plain; charset=utf-8').send('Use GET.');
      return;
    }
    await serve(req, res);
  } catch (error) {
    console.error('publicMedia', error);
    res.status(500).set('Content-Type', 'text/plain; charset=utf-8').send('Não foi possível ler a imagem agora.');
  }
});
