/** Verificação em duas etapas: one's own (Perfil, and the screens right after the password), and the team's (administrators). */
import { command, query, slice, updated } from './define';
import {
  type SecondFactorRecoveryCodes,
  type SecondFactorSetup,
  type SecondFactorTeam,
  type SecondFactorVerified,
  secondFactorEnableInput,
  secondFactorProofInput,
  secondFactorResetInput,
  secondFactorSetRequiredInput,
  secondFactorSetupInput,
  secondFactorTeamInput,
} from '../second-factor';

export const secondFactorSlice = slice({
  operations: {
    // Before the second factor of this sign-in: what a password alone reaches when it is on or required.
    'secondFactor-setup': command<SecondFactorSetup>()({
      policy: 'second-factor',
      input: secondFactorSetupInput,
      attempt: 'começar a ativar a verificação em duas etapas',
      actions: { 'secondFactor.setup': updated('Começou a ativar a verificação em duas etapas') },
    }),
    'secondFactor-enable': command<SecondFactorRecoveryCodes & SecondFactorVerified>()({
      policy: 'second-factor',
      input: secondFactorEnableInput,
      attempt: 'ativar a verificação em duas etapas',
      actions: { 'secondFactor.enable': updated('Ativou a verificação em duas etapas') },
    }),
    'secondFactor-verify': command<SecondFactorVerified>()({
      policy: 'second-factor',
      input: secondFactorProofInput,
      attempt: 'entrar com a verificação em duas etapas',
      actions: {
        'secondFactor.verify': updated('Entrou com o código do aplicativo autenticador'),
        'secondFactor.recovery': updated('Entrou com um código de recuperação'),
      },
    }),
    // After it: changing it needs a verified sign-in and a code of now.
    'secondFactor-disable': command<{ disabled: true }>()({
      policy: 'staff',
      input: secondFactorProofInput,
      attempt: 'desativar a verificação em duas etapas',
      actions: { 'secondFactor.disable': updated('Desativou a verificação em duas etapas') },
    }),
    'secondFactor-recoveryCodes': command<SecondFactorRecoveryCodes>()({
      policy: 'staff',
      input: secondFactorProofInput,
      attempt: 'gerar novos códigos de recuperação',
      actions: { 'secondFactor.recoveryCodes': updated('Gerou novos códigos de recuperação') },
    }),
    // Configurações → Equipe e acessos.
    'secondFactor-team': query<SecondFactorTeam>()({ policy: 'admin', input: secondFactorTeamInput }),
    'secondFactor-reset': command<{ reset: true }>()({
      policy: 'admin',
      input: secondFactorResetInput,
      attempt: 'redefinir a verificação em duas etapas de uma pessoa',
      actions: { 'secondFactor.reset': updated('Redefiniu a verificação em duas etapas') },
    }),
    'secondFactor-setRequired': command<SecondFactorTeam>()({
      policy: 'admin',
      input: secondFactorSetRequiredInput,
      attempt: 'alterar a exigência da verificação em duas etapas',
      actions: { 'secondFactor.setRequired': updated('Alterou a exigência da verificação em duas etapas') },
    }),
  },
});
