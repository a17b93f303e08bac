import { randomBytes } from 'node:crypto';
import { COLLECTIONS, officeDate, type RemovalRequestRecord } from '@office/domain';
import { auditOp } from '../../platform/audit';
import { implement } from '../../platform/define-callable';
import { consume } from '../../platform/rate-limit';

const HOUR = 3_600_000;
const PROTOCOL_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "REM-20261123-7KX4QD": the date it arrived and six characters nobody can confuse (no 0/O, 1/I). */
function newProtocol(now: Date): string {
  const bytes = randomBytes(6);
  const code = [...bytes].map((b) => PROTOCOL_ALPHABET[b % PROTOCOL_ALPHABET.length]).join('');
  return `REM-${officeDate(now).replace(/-/g, '')}-${code}`;
}

/**
 * /remocao: anyone may ask the office to remove their personal data (LGPD art. 18).
 * Stored for the staff with Configurações; answered with a protocol number.
 * Limited per IP and per e-mail so the form cannot be used to flood the office.
 */
export default implement('publicPages-requestRemoval', async (ctx, input) => {
  const store = ctx.stores.documents;
  await consume(store, { key: `removal:ip:${ctx.ip}`, max: 30, windowMs: HOUR });
  await consume(store, { key: `removal:email:${input.email.toLowerCase()}`, max: 3, windowMs: 24 * HOUR });
  const now = new Date();
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
  await store.commit([
    { kind: 'create', collection: COLLECTIONS.removalRequests, id: protocol, data: record },
    auditOp({
      at: record.receivedAt,
      actor: 'public',
      section: 'public',
      action: 'removal.request',
      entity: COLLECTIONS.removalRequests,
      entityId: protocol,
      changedFields: Object.keys(record).sort(),
    }),
  ]);
  return { protocol, receivedAt: record.receivedAt };
});
