/** Equipe e acessos (administrators). */
import { command, created, deleted, query, slice, updated } from './define';
import {
  type PendingRegistrations,
  type StaffCreated,
  staffCreateInput,
  staffDeclineInput,
  staffListInput,
  type StaffMember,
  type StaffPage,
  staffPendingInput,
  staffRestoreAccessInput,
  staffSetAdminInput,
  staffSetDisabledInput,
  staffSetScopesInput,
} from '../staff';

export const staffSlice = slice({
  operations: {
    'staff-list': query<StaffPage>()('admin', staffListInput),
    'staff-create': command<StaffCreated>()('admin', staffCreateInput, 'dar acesso a uma pessoa', {
      'staff.create': created('Deu acesso a uma pessoa'),
      // Written before staff.create when the address had an unconfirmed sign-up: see staff-create.
      'staff.resetUnconfirmedAccount': updated('Redefiniu uma conta não confirmada com o mesmo e-mail'),
    }),
    'staff-setScopes': command<StaffMember>()('admin', staffSetScopesInput, 'alterar acessos', {
      'staff.setScopes': updated('Alterou os acessos'),
      // Also written when an account is disabled (staff-setDisabled): the address lives only with the access.
      'calendarFeed.revokedWithAccess': deleted('Endereço da agenda para calendários revogado com o acesso à Agenda'),
    }),
    'staff-setAdmin': command<StaffMember>()('admin', staffSetAdminInput, 'alterar o perfil de administrador', {
      'staff.setAdmin': updated('Alterou o perfil de administrador'),
    }),
    'staff-setDisabled': command<StaffMember>()('admin', staffSetDisabledInput, 'ativar ou desativar uma conta', {
      'staff.setDisabled': updated('Ativou ou desativou a conta'),
    }),
    'staff-pending': query<PendingRegistrations>()('admin', staffPendingInput),
    'staff-decline': command<PendingRegistrations>()('admin', staffDeclineInput, 'recusar um cadastro', {
      'staff.declineRegistration': updated('Recusou um cadastro'),
    }),
    'staff-restoreAccess': command<StaffCreated>()('admin', staffRestoreAccessInput, 'recriar uma conta de acesso', {
      'staff.restoreAccess': updated('Recriou a conta de acesso'),
    }),
  },
});
