import { COLLECTIONS, readsLawsuits, seesLawsuit } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { changeTriage } from './shared';

/**
 * Processos → Intimações: "Encaminhar" to a colleague, who then has it as theirs until it is treated. Only an
 * active member who reads Processos can receive it (read in the transaction: one disabled meanwhile is refused),
 * and, for a lawsuit under segredo de justiça, only one who sees that lawsuit (else it would be theirs unseen).
 */
export default implement('intimations-forward', (ctx, input) =>
  changeTriage(ctx, input, { kind: 'forward', to: input.to, note: input.note }, async (tx, lawsuit) => {
    const colleague = await tx.get(COLLECTIONS.staff, input.to);
    if (!colleague || !readsLawsuits(colleague.data)) {
      throw appError('invalid-input', { fields: { to: 'Escolha uma pessoa ativa da equipe que acesse Processos.' } });
    }
    if (lawsuit && !seesLawsuit({ uid: colleague.id, admin: colleague.data.admin }, lawsuit.data)) {
      throw appError('invalid-input', {
        fields: { to: 'Este processo está em segredo de justiça: encaminhe a um dos advogados responsáveis ou a um administrador.' },
      });
    }
  }),
);
