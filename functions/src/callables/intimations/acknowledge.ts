import { implement } from '../../platform/define-callable';
import { changeTriage } from './shared';

/** Processos → Intimações: "Sem prazo (ciente)" — nothing to count from it, and why. */
export default implement('intimations-acknowledge', (ctx, input) => changeTriage(ctx, input, { kind: 'acknowledge', reason: input.reason }));
