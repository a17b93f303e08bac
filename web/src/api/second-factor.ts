import { queryOptions } from '@tanstack/react-query';
import { call } from '../lib/callable';
import { useCallMutation } from './mutation';

/** Verificação em duas etapas, the team's view (Configurações → Equipe e acessos); no other section names it. */
export const secondFactorKeys = { all: ['secondFactor'] as const, team: () => [...secondFactorKeys.all, 'team'] as const };

export const secondFactorQueries = {
  team: () => queryOptions({ queryKey: secondFactorKeys.team(), queryFn: () => call('secondFactor-team', {}) }),
};

/** "Exigir verificação em duas etapas": the answer is the team's state, kept as is. */
export const useSetSecondFactorRequired = () => useCallMutation('secondFactor-setRequired', { storeAt: () => secondFactorKeys.team() });

/** An administrator clears a colleague's second factor: the team's state is read again. */
export const useResetSecondFactor = () => useCallMutation('secondFactor-reset', { refresh: [secondFactorKeys.team()] });
