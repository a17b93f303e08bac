/** One's own profile. */
import { command, slice, updated } from './define';
import { profileSetPhotoInput, profileUpdateInput, type SessionMe } from '../session';

export const profileSlice = slice({
  operations: {
    'profile-update': command<SessionMe>()('staff', profileUpdateInput, 'editar o próprio perfil', { 'profile.update': updated('Editou o próprio perfil') }),
    'profile-setPhoto': command<{ photoPath: string; version: number }>()('staff', profileSetPhotoInput, 'trocar a foto do perfil', {
      'profile.setPhoto': updated('Trocou a foto do perfil'),
    }),
  },
});
