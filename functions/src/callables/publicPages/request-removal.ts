import { randomBytes } from 'node:crypto';
import { COLLECTIONS, mailboxKey, OFFICE_PROFILE_ID, officeDate, REMOVAL_LIMITS, type RemovalRequestRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement, type CallableContext } from '../../platform/define-callable';
import { appError } from '../../platform/errors';
import { countAgainst, countRefusal, fixedWindow, officeDayWindow, type Limit } from '../../platform/rate-limit';
import { REMOVAL_ACCEPTED_KEY, REMOVAL_REFUSED_KEY } from '../../platform/removal-use';
const PROTOCOL_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "REM-20261123-7KX4QD": the date it arrived and six characters nobody can confuse (no 0/O, 1/I). */
function newProtocol(now: Date): string {
  const bytes = randomBytes(6);
  const code = [...bytes].map((b) => PROTOCOL_ALPHABET[b % PROTOCOL_ALPHABET.length]).join('');
  return `REM-${officeDate(now).replace(/-/g, '')}-${code}`;
}

/** Why the form is closed for now, and whom to write to meanwhile (the office's DPO, as /privacidade names them). */
async function refusalReason(ctx: CallableContext): Promise<string> {
  const office = await ctx.stores.documents.get(COLLECTIONS.office, OFFICE_PROFILE_ID);
  const dpo = office ? ` Se preferir, escreva ao encarregado de dados do escritório, ${office.data.dpoName}: ${office.data.dpoEmail}.` : '';
  return `Recebemos muitos pedidos deste endereço ou deste e-mail, ou o limite do dia foi atingido. Tente novamente mais tarde.${dpo}`;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * /remocao: anyone may ask the office to remove their personal data (LGPD art. 18).
 * Stored for the staff with Configurações; answered with a protocol number.
 * Limited per client address, per mailbox and per office day (REMOVAL_LIMITS) so the form cannot be used to
 * flood the office; the counters and the request commit in one transaction. A refused person is told whom to
 * write to instead: the office's data protection officer.
 */
export default implement('publicPages-requestRemoval', async (ctx, input) => {
  const now = new Date();
  const limits: Limit[] = [
    { key: `removal:ip:${ctx.ip}`, max: REMOVAL_LIMITS.perAddressPerHour, window: fixedWindow(HOUR, now.getTime()) },
    { key: `removal:ip-day:${ctx.ip}`, max: REMOVAL_LIMITS.perAddressPerDay, window: officeDayWindow(now.getTime()) },
    { key: `removal:email:${mailboxKey(input.email)}`, max: REMOVAL_LIMITS.perMailboxPerDay, window: fixedWindow(DAY, now.getTime()) },
    { key: REMOVAL_ACCEPTED_KEY, max: REMOVAL_LIMITS.officePerDay, window: officeDayWindow(now.getTime()) },
  ];
  const protocol = newProtocol(now);
  const record: RemovalRequestRecord = {
    protocol,
    name: input.name,
    email: input.email.toLowerCase(),
    cpf: input.cpf,
    request: input.request,
    status: 'aberto',
    receivedAt: now.toISOString(),
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
  };
  const stored = await ctx.stores.documents.transact(async (tx) => {
    const counted = await countAgainst(tx, limits);
    if ('reached' in counted) {
      // Only the office-wide cap is counted when it turns people away: that is what administrators are shown.
      const ops = counted.reached.key === REMOVAL_ACCEPTED_KEY ? [await countRefusal(tx, REMOVAL_REFUSED_KEY, counted.reached.window)] : [];
      return { ops, result: false };
    }
    return {
      ops: [
        ...counted.ops,
        { kind: 'create', collection: COLLECTIONS.removalRequests, id: protocol, data: record },
        auditOp(
          ctx,
          { section: 'public', action: 'removal.request', entity: COLLECTIONS.removalRequests, entityId: protocol, changedFields: Object.keys(record).sort() },
          record.receivedAt,
        ),
      ],
      result: true,
    };
  });
  if (!stored) throw appError('rate-limited', { reason: await refusalReason(ctx) });
  return { protocol, receivedAt: record.receivedAt };
});
