import { MAX_PHOTO_BYTES, COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { updateStaff } from '../../platform/staff-write';

/** The first bytes of each accepted image type: the declared type must match the content. */
const SIGNATURES: Record<string, (b: Uint8Array) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/webp': (b) => String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
};

/** /profile: replace one's own photo (JPEG, PNG or WebP, at most 1 MiB). */
export default implement('profile-setPhoto', async (ctx, input) => {
  const bytes = new Uint8Array(Buffer.from(input.dataBase64, 'base64'));
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_PHOTO_BYTES) throw appError('invalid-input', { fields: { photo: 'A foto deve ter no máximo 1 MB.' } });
  if (!SIGNATURES[input.contentType]?.(bytes)) throw appError('invalid-input', { fields: { photo: 'O arquivo não é uma imagem válida do tipo informado.' } });
  const staff = ctx.staff;
  if (!staff) throw appError('no-staff-record');
  // A new name per photo: browsers may keep a served photo for minutes, and a replaced one must show at once.
  const photoPath = `${COLLECTIONS.staff}/${ctx.uid}/photo-${Date.now().toString(36)}`;
  await ctx.stores.files.put(photoPath, bytes, { contentType: input.contentType, metadata: { uploadedBy: ctx.uid } });
  const after = await updateStaff(ctx, ctx.uid, staff.version, 'profile.setPhoto', { photoPath });
  const previous = staff.data.photoPath;
  if (previous && previous !== photoPath) await ctx.stores.files.delete(previous).catch(() => undefined);
  return { photoPath, version: after.version };
});
