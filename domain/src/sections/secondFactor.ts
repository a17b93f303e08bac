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
    'secondFactor-setup': command<SecondFactorSetup>()('second-factor', secondFactorSetupInput, 'começar a ativar a verificação em duas etapas', {
      'secondFactor.setup': updated('Começou a ativar a verificação em duas etapas'),
    }),
    'secondFactor-enable': command<SecondFactorRecoveryCodes & SecondFactorVerified>()(
      'second-factor',
      secondFactorEnableInput,
      'ativar a verificação em duas etapas',
      { 'secondFactor.enable': updated('Ativou a verificação em duas etapas') },
    ),
    'secondFactor-verify': command<SecondFactorVerified>()('second-factor', secondFactorProofInput, 'entrar com a verificação em duas etapas', {
      'secondFactor.verify': updated('Entrou com o código do aplicativo autenticador'),
      'secondFactor.recovery': updated('Entrou com um código de recuperação'),
    }),
    // After it: changing it needs a verified sign-in and a code of now.
    'secondFactor-disable': command<{ disabled: true }>()('staff', secondFactorProofInput, 'desativar a verificação em duas etapas', {
      'secondFactor.disable': updated('Desativou a verificação em duas etapas'),
    }),
    'secondFactor-recoveryCodes': command<SecondFactorRecoveryCodes>()('staff', secondFactorProofInput, 'gerar novos códigos de recuperação', {
      'secondFactor.recoveryCodes': updated('Gerou novos códigos de recuperação'),
    }),
    // Configurações → Equipe e acessos.
    'secondFactor-team': query<SecondFactorTeam>()('admin', secondFactorTeamInput),
    'secondFactor-reset': command<{ reset: true }>()('admin', secondFactorResetInput, 'redefinir a verificação em duas etapas de uma pessoa', {
      'secondFactor.reset': updated('Redefiniu a verificação em duas etapas'),
    }),
    'secondFactor-setRequired': command<SecondFactorTeam>()('admin', secondFactorSetRequiredInput, 'alterar a exigência da verificação em duas etapas', {
      'secondFactor.setRequired': updated('Alterou a exigência da verificação em duas etapas'),
    }),
  },
});
