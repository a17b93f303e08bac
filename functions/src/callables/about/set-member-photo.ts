import { createHash } from 'node:crypto';
import { COLLECTIONS, MEMBER_PHOTO_SIZE } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { readUploadedImage, renderJpeg } from '../../platform/images';
import { savedMember } from './shared';

/**
 * Sobre: makes an image uploaded to the member's folder (office/<id>/) their photo, cut square around the face
 * under a name that changes with the content; the upload and the previous photo are then removed. A null
 * source removes the photo.
 */
export default implement('about-setMemberPhoto', async (ctx, input) => {
  const { documents, files } = ctx.stores;
  const member = await documents.get(COLLECTIONS.team, input.id);
  if (!member) throw appError('not-found');
  if (member.version !== input.expectedVersion) throw appError('conflict', { currentVersion: member.version });

  let photoPath: string | null = null;
  if (input.sourcePath) {
    const folder = `office/${input.id}/`;
    const source = await readUploadedImage(files, folder, input.sourcePath);
    const photo = await renderJpeg(source.bytes, { width: MEMBER_PHOTO_SIZE, height: MEMBER_PHOTO_SIZE });
    photoPath = `${folder}photo-${createHash('sha256').update(photo).digest('hex').slice(0, 12)}.jpg`;
    await files.put(photoPath, photo, { contentType: 'image/jpeg', metadata: { uploadedBy: ctx.uid, originalName: source.originalName } });
  }
  try {
    await documents.commit([
      { kind: 'update', collection: COLLECTIONS.team, id: input.id, expectedVersion: input.expectedVersion, patch: { photoPath, updatedBy: ctx.uid } },
      auditOp(ctx, {
        section: 'about',
        action: photoPath ? 'about.setMemberPhoto' : 'about.removeMemberPhoto',
        entity: COLLECTIONS.team,
        entityId: input.id,
        changedFields: ['photoPath'],
      }),
    ]);
  } catch (error) {
    // Someone saved the member meanwhile: the new photo belongs to nothing.
    if (photoPath) await files.delete(photoPath).catch(() => undefined);
    throw error;
  }
  const stale = [member.data.photoPath, input.sourcePath].filter((p): p is string => !!p && p !== photoPath);
  await Promise.all(stale.map((p) => files.delete(p).catch(() => undefined)));
  return savedMember(documents, input.id);
});
