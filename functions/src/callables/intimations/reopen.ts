import { implement } from '../../platform/define-callable';
import { changeTriage } from './shared';

/** Processos → Intimações: "Reabrir" one marked sem prazo or forwarded: a tratar again (one with a prazo reopens when the prazo is deleted). */
export default implement('intimations-reopen', (ctx, input) => changeTriage(ctx, input, { kind: 'reopen' }));
