/** One's own profile. */
import { command, slice, updated } from './define';
import { profileSetPhotoInput, profileUpdateInput, type SessionMe } from '../session';

export const profileSlice = slice({
  operations: {
    'profile-update': command<SessionMe>()({
      policy: 'staff',
      input: profileUpdateInput,
      attempt: 'editar o próprio perfil',
      actions: { 'profile.update': updated('Editou o próprio perfil') },
    }),
    'profile-setPhoto': command<{ photoPath: string; version: number }>()({
      policy: 'staff',
      input: profileSetPhotoInput,
      attempt: 'trocar a foto do perfil',
      actions: { 'profile.setPhoto': updated('Trocou a foto do perfil') },
    }),
  },
});
