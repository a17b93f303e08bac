/** One's own profile. */
import { command } from './define';
import { profileSetPhotoInput, profileUpdateInput, type SessionMe } from '../session';

export const profileOperations = {
  'profile-update': command<SessionMe>()({
    policy: 'staff',
    input: profileUpdateInput,
    attempt: 'editar o próprio perfil',
    actions: { 'profile.update': 'Editou o próprio perfil' },
  }),
  'profile-setPhoto': command<{ photoPath: string; version: number }>()({
    policy: 'staff',
    input: profileSetPhotoInput,
    attempt: 'trocar a foto do perfil',
    actions: { 'profile.setPhoto': 'Trocou a foto do perfil' },
  }),
} as const;
