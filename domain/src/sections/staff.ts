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
    'staff-list': query<StaffPage>()({ policy: 'admin', input: staffListInput }),
    'staff-create': command<StaffCreated>()({
      policy: 'admin',
      input: staffCreateInput,
      attempt: 'dar acesso a uma pessoa',
      actions: {
        'staff.create': created('Deu acesso a uma pessoa'),
        // Written before staff.create when the address had an unconfirmed sign-up: see staff-create.
        'staff.resetUnconfirmedAccount': updated('Redefiniu uma conta não confirmada com o mesmo e-mail'),
      },
    }),
    'staff-setScopes': command<StaffMember>()({
      policy: 'admin',
      input: staffSetScopesInput,
      attempt: 'alterar acessos',
      actions: {
        'staff.setScopes': updated('Alterou os acessos'),
        // Also written when an account is disabled (staff-setDisabled): the address lives only with the access.
        'calendarFeed.revokedWithAccess': deleted('Endereço da agenda para calendários revogado com o acesso à Agenda'),
      },
    }),
    'staff-setAdmin': command<StaffMember>()({
      policy: 'admin',
      input: staffSetAdminInput,
      attempt: 'alterar o perfil de administrador',
      actions: { 'staff.setAdmin': updated('Alterou o perfil de administrador') },
    }),
    'staff-setDisabled': command<StaffMember>()({
      policy: 'admin',
      input: staffSetDisabledInput,
      attempt: 'ativar ou desativar uma conta',
      actions: { 'staff.setDisabled': updated('Ativou ou desativou a conta') },
    }),
    'staff-pending': query<PendingRegistrations>()({ policy: 'admin', input: staffPendingInput }),
    'staff-decline': command<PendingRegistrations>()({
      policy: 'admin',
      input: staffDeclineInput,
      attempt: 'recusar um cadastro',
      actions: { 'staff.declineRegistration': updated('Recusou um cadastro') },
    }),
    'staff-restoreAccess': command<StaffCreated>()({
      policy: 'admin',
      input: staffRestoreAccessInput,
      attempt: 'recriar uma conta de acesso',
      actions: { 'staff.restoreAccess': updated('Recriou a conta de acesso') },
    }),
  },
});
