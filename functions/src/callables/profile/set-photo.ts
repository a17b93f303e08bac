import { FILE_TYPES, MAX_PHOTO_BYTES, MEMBER_PHOTO_SIZE, COLLECTIONS } from '@office/domain';
import { uploadProblem } from '../../platform/upload-check';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { renderJpeg } from '../../platform/images';
import { updateStaff } from '../../entities/staff/staff-write';

/**
 * /profile: replace one's own photo (JPEG, PNG or WebP, at most 1 MiB). It is stored re-encoded, as the team's
 * photos are: a square JPEG without the file's metadata (a phone's photo carries where it was taken).
 */
export default implement('profile-setPhoto', async (ctx, input) => {
  const bytes = new Uint8Array(Buffer.from(input.dataBase64, 'base64'));
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_PHOTO_BYTES) throw appError('invalid-input', { fields: { photo: 'A foto deve ter no máximo 1 MB.' } });
  // The same content check as attachments (leading bytes against the declared type), under a name of that type.
  const problem = await uploadProblem(bytes, input.contentType, `foto.${FILE_TYPES[input.contentType].extensions[0]}`);
  if (problem) throw appError('invalid-input', { fields: { photo: 'O arquivo não é uma imagem válida do tipo informado.' } });
  const staff = ctx.staff;
  if (!staff) throw appError('no-staff-record');
  // A new name per photo: browsers may keep a served photo for minutes, and a replaced one must show at once.
  const photoPath = `${COLLECTIONS.staff}/${ctx.uid}/photo-${Date.now().toString(36)}`;
  const photo = await renderJpeg(bytes, { width: MEMBER_PHOTO_SIZE, height: MEMBER_PHOTO_SIZE }, 'photo');
  await ctx.stores.files.put(photoPath, new Uint8Array(photo), { contentType: 'image/jpeg', metadata: { uploadedBy: ctx.uid } });
  const after = await updateStaff(ctx, ctx.uid, staff.version, 'profile.setPhoto', { photoPath });
  const previous = staff.data.photoPath;
  if (previous && previous !== photoPath) await ctx.stores.files.delete(previous).catch(() => undefined);
  return { photoPath, version: after.version };
});
