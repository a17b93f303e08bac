import { COLLECTIONS } from '@office/domain';
import { implement } from '../../platform/define-callable';
import { intimationTriageOps } from '../intimations/shared';
import { newId } from '../../platform/ids';
import { appError } from '../../platform/errors';
import type { TypedWriteOp } from '../../store/typed';
import { eventWrite } from '../../entities/agenda/event-write';
import { toEventRecord } from '../../entities/agenda/event-record';
import { savedEvent } from './shared';

/** Agenda: a new entry, open; its people, lawsuit and client are read in the transaction that stores it. */
export default implement('agenda-create', async (ctx, input) => {
  const id = newId('evt');
  await ctx.stores.documents.transact(async (tx) => {
    const record = await toEventRecord(input.event, tx, ctx, null);
    const ops: TypedWriteOp[] = [];
    if (input.intimationId) {
      // Read in the transaction: the intimação names the prazo, the prazo names the intimação, or neither.
      const intimation = await tx.get(COLLECTIONS.intimations, input.intimationId);
      if (!intimation) throw appError('invalid-input', { fields: { intimationId: 'Intimação não encontrada.' } });
      if (record.kind !== 'prazo') throw appError('invalid-input', { fields: { intimationId: 'Só um prazo se vincula a uma intimação.' } });
      // One prazo per intimação: a second (a double click, two people at once) would leave one of them unlinked.
      if (intimation.data.prazoEventId && (await tx.get(COLLECTIONS.events, intimation.data.prazoEventId))) {
        throw appError('invalid-input', {
          fields: { intimationId: 'Já há um prazo salvo desta intimação: abra-o na agenda ou exclua-o antes de contar outro.' },
        });
      }
      record.intimationId = input.intimationId;
      // The prazo treats the intimação: "prazo lançado", by whoever saved it.
      ops.push(...intimationTriageOps(ctx, intimation, { kind: 'prazo' }, { prazoEventId: id }));
    }
    ops.push(...(await eventWrite(tx, ctx, { action: 'agenda.create' }, [{ id, before: null, after: record }])));
    return { ops, result: null };
  });
  return savedEvent(ctx, id);
});
