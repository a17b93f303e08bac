/**
 * Verificação em duas etapas on the server (domain/src/second-factor.ts says what and why): the TOTP codes
 * (otpauth: RFC 6238, SHA-1, 6 digits, 30 s), the recovery codes (random, stored as salted SHA-256, each used
 * once), the per-person limit on wrong codes, the verified sessions of sign-ins, and where a sign-in stands.
 * Firebase Auth's own TOTP multi-factor is not used: the Auth emulator cannot run it, so nothing of it could be
 * tested here, and a second factor nobody can test is a lock-out waiting to happen.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { HttpsError } from 'firebase-functions/v2/https';
import { Secret, TOTP } from 'otpauth';
import {
  COLLECTIONS,
  normalizeRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  SECOND_FACTOR,
  SECOND_FACTOR_POLICY_ID,
  secondFactorSessionId,
  type SecondFactorPolicyRecord,
  type SecondFactorProof,
  type SecondFactorRecord,
  type SecondFactorSessionRecord,
  type SecondFactorStatus,
} from '@office/domain';
import { MAX_PAGE_SIZE, type StoredDoc } from '../store/port';
import type { TypedDocumentStore, TypedReader, TypedTransactionReader, TypedWriteOp } from '../store/typed';
import type { CallableContext } from './define-callable';
import { appError } from './errors';
import { counterId, countRefusal, fixedWindow, sweepExpired, type Limit } from './rate-limit';

const TOTP_OPTIONS = { algorithm: 'SHA1', digits: SECOND_FACTOR.digits, period: SECOND_FACTOR.periodSeconds } as const;

/** A new TOTP secret: 160 random bits (RFC 4226's recommendation for SHA-1), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address authenticator apps read from the QR code: "<issuer>: <account>". */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  return new TOTP({ ...TOTP_OPTIONS, issuer, label: account, secret: Secret.fromBase32(secret) }).toString();
}

/** The code of the step at `now` (for tests and the seed's stand-ins; the server never needs to show one). */
export function totpCode(secret: string, now = Date.now()): string {
  return TOTP.generate({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secret), timestamp: now });
}

/** The step (Unix seconds / 30) whose code `code` is, within one step of `now`; null when it is none of them. */
export function totpStep(secret: string, code: string, now: number): number | null {
  const delta = TOTP.validate({ ...TOTP_OPTIONS, token: code, secret: Secret.fromBase32(secret), timestamp: now, window: SECOND_FACTOR.window });
  return delta === null ? null : TOTP.counter({ period: SECOND_FACTOR.periodSeconds, timestamp: now }) + delta;
}

/**
 * Whether a TOTP code is accepted: a code of the window around `now`, of a later step than the last one
 * accepted. A code is taken once: typed again within its 30 s (or an older one), it is refused as used.
 */
export function acceptTotp(
  record: Pick<SecondFactorRecord, 'secret' | 'lastStep'>,
  code: string,
  now: number,
): { step: number } | { refused: 'wrong' | 'used' } {
  const step = totpStep(record.secret, code, now);
  if (step === null) return { refused: 'wrong' };
  return step > record.lastStep ? { step } : { refused: 'used' };
}

/** New recovery codes: each RECOVERY_CODE_LENGTH characters of RECOVERY_ALPHABET, uniformly (rejection sampling). */
export function newRecoveryCodes(count: number = SECOND_FACTOR.recoveryCodes): string[] {
  const limit = 256 - (256 % RECOVERY_ALPHABET.length);
  const codes: string[] = [];
  while (codes.length < count) {
    let code = '';
    while (code.length < RECOVERY_CODE_LENGTH) {
      for (const byte of randomBytes(RECOVERY_CODE_LENGTH * 2)) {
        if (byte < limit && code.length < RECOVERY_CODE_LENGTH) code += RECOVERY_ALPHABET.charAt(byte % RECOVERY_ALPHABET.length);
      }
    }
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** What is stored of a recovery code: SHA-256 of the uid and the code (about 49 random bits: no slow hash needed). */
export function recoveryHash(uid: string, code: string): string {
  return createHash('sha256')
    .update(`${uid}:${normalizeRecoveryCode(code)}`)
    .digest('hex');
}

/** The hashes left once `code` is spent, or null when it is not one of them (wrong, or already used). */
export function spendRecoveryCode(hashes: readonly string[], uid: string, code: string): string[] | null {
  const hash = recoveryHash(uid, code);
  return hashes.includes(hash) ? hashes.filter((h) => h !== hash) : null;
}

export function newEnrolmentId(): string {
  return randomUUID();
}

/** Wrong codes per person: a short window and a day. Only wrong codes count; a right one costs nothing. */
function attemptLimits(uid: string, now: number): Limit[] {
  return [
    { key: `second-factor:${uid}`, max: SECOND_FACTOR.attemptsPerWindow, window: fixedWindow(SECOND_FACTOR.attemptWindowMinutes * 60_000, now) },
    { key: `second-factor-day:${uid}`, max: SECOND_FACTOR.attemptsPerDay, window: fixedWindow(24 * 60 * 60_000, now) },
  ];
}

/** The limit this person has reached, if any: then no code is even checked. */
async function reachedLimit(tx: TypedTransactionReader, uid: string, now: number): Promise<Limit | null> {
  for (const limit of attemptLimits(uid, now)) {
    const counter = await tx.get(COLLECTIONS.rateLimits, counterId(limit.key, limit.window));
    if (counter && counter.data.count >= limit.max) return limit;
  }
  return null;
}

/** One more wrong code on every counter, committed with the refusal. */
async function countWrongCode(tx: TypedTransactionReader, uid: string, now: number): Promise<TypedWriteOp[]> {
  const ops: TypedWriteOp[] = [];
  for (const limit of attemptLimits(uid, now)) ops.push(await countRefusal(tx, limit.key, limit.window));
  return ops;
}

export type ProofCheck =
  | { ok: true; method: SecondFactorProof['method']; patch: Partial<SecondFactorRecord> }
  /** The writes to commit anyway (the counters), and the refusal to throw once they are committed. */
  | { ok: false; ops: TypedWriteOp[]; error: HttpsError };

/**
 * Checks a code against a person's second factor inside the caller's transaction: the limit first, then the
 * app's code (not used before) or a recovery code (spent). Answers the record's patch (the step or the codes
 * left), or the counters to commit with the refusal: a wrong code must count even though the call fails.
 */
export async function checkProof(
  tx: TypedTransactionReader,
  uid: string,
  record: Pick<SecondFactorRecord, 'secret' | 'lastStep' | 'recoveryHashes'>,
  proof: SecondFactorProof,
  now: number,
): Promise<ProofCheck> {
  const reached = await reachedLimit(tx, uid, now);
  if (reached) {
    const daily = reached.key.startsWith('second-factor-day:');
    return {
      ok: false,
      ops: [],
      error: appError('second-factor-locked', {
        reason: daily
          ? 'Muitas tentativas de código hoje. Use um código de recuperação amanhã ou peça a um administrador para redefinir a verificação.'
          : `Muitas tentativas de código. Aguarde ${SECOND_FACTOR.attemptWindowMinutes} minutos e tente novamente.`,
      }),
    };
  }
  if (proof.method === 'totp') {
    const accepted = acceptTotp(record, proof.code, now);
    if ('step' in accepted) return { ok: true, method: 'totp', patch: { lastStep: accepted.step } };
    const reason = accepted.refused === 'used' ? 'Este código já foi usado. Aguarde o próximo código do aplicativo e digite-o.' : undefined;
    return { ok: false, ops: await countWrongCode(tx, uid, now), error: appError('second-factor-code', reason ? { reason } : {}) };
  }
  const left = spendRecoveryCode(record.recoveryHashes, uid, proof.code);
  if (left) return { ok: true, method: 'recovery', patch: { recoveryHashes: left } };
  return {
    ok: false,
    ops: await countWrongCode(tx, uid, now),
    error: appError('second-factor-code', { reason: 'Código de recuperação incorreto ou já usado. Confira a lista que você guardou.' }),
  };
}

/** The write that records this sign-in (`auth_time`) as verified until SECOND_FACTOR.sessionHours from now. */
export async function verifiedSessionOp(
  tx: TypedTransactionReader,
  session: { uid: string; authTime: number; enrolmentId: string; method: SecondFactorSessionRecord['method'] },
  now: number,
): Promise<{ op: TypedWriteOp; verifiedUntil: string }> {
  const id = secondFactorSessionId(session.uid, session.authTime);
  const expiresAtMs = now + SECOND_FACTOR.sessionHours * 60 * 60_000;
  const data: SecondFactorSessionRecord = {
    ...session,
    verifiedAt: new Date(now).toISOString(),
    expiresAt: new Date(expiresAtMs).toISOString(),
    expiresAtMs,
  };
  const current = await tx.get(COLLECTIONS.secondFactorSessions, id);
  const op: TypedWriteOp = current
    ? { kind: 'update', collection: COLLECTIONS.secondFactorSessions, id, expectedVersion: current.version, patch: data }
    : { kind: 'create', collection: COLLECTIONS.secondFactorSessions, id, data };
  return { op, verifiedUntil: data.expiresAt };
}

/**
 * The deletes of every verified session of a person: when the second factor is turned off or reset, no
 * earlier verification may count for a later enrolment (the security rules check a session's existence and
 * expiry only, so ending them is what voids them there).
 */
export async function endSessionsOps(tx: TypedTransactionReader, uid: string): Promise<TypedWriteOp[]> {
  const page = await tx.list(COLLECTIONS.secondFactorSessions, { where: [{ field: 'uid', op: '==', value: uid }], limit: MAX_PAGE_SIZE });
  return page.docs.map((d) => ({ kind: 'delete', collection: COLLECTIONS.secondFactorSessions, id: d.id, expectedVersion: d.version }) as const);
}

/** The office's requirement, as stored (`settings` holds untyped documents). */
export async function readSecondFactorPolicy(reader: TypedReader): Promise<StoredDoc<SecondFactorPolicyRecord> | null> {
  return (await reader.get(COLLECTIONS.settings, SECOND_FACTOR_POLICY_ID)) as StoredDoc<SecondFactorPolicyRecord> | null;
}

/** Where a sign-in stands, from what is stored (see SecondFactorState). */
export function secondFactorStatus(
  record: SecondFactorRecord | null,
  policy: SecondFactorPolicyRecord | null,
  session: SecondFactorSessionRecord | null,
  now: number,
): SecondFactorStatus {
  const enabled = record?.enabled === true;
  const required = policy?.required === true;
  const verified = enabled && session !== null && session.enrolmentId === record.enrolmentId && session.expiresAtMs > now;
  return {
    state: enabled ? (verified ? 'verified' : 'challenge') : required ? 'setup-required' : 'off',
    enabled,
    required,
    enabledAt: enabled ? record.enabledAt : null,
    recoveryCodesLeft: enabled ? record.recoveryHashes.length : null,
    verifiedUntil: verified ? session.expiresAt : null,
  };
}

/**
 * Reads where the caller's sign-in stands: their second factor, the office's requirement and this sign-in's
 * session, at once (three reads side by side with the staff record's, so a call waits on one round trip).
 */
export async function readSecondFactorStatus(store: TypedReader, uid: string, authTime: number | null, now = Date.now()): Promise<SecondFactorStatus> {
  const [record, policy, session] = await Promise.all([
    store.get(COLLECTIONS.secondFactors, uid),
    readSecondFactorPolicy(store),
    authTime === null ? null : store.get(COLLECTIONS.secondFactorSessions, secondFactorSessionId(uid, authTime)),
  ]);
  return secondFactorStatus(record?.data ?? null, policy?.data ?? null, session?.data ?? null, now);
}

/** The ID token's `auth_time`: the Unix second of the password sign-in the token descends from. */
export function authTimeOf(token: Record<string, unknown> | undefined): number | null {
  const value = token?.auth_time;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The caller's sign-in and its second factor, as authorizeCaller read them (every policy but 'public'). */
export function callerSignIn(ctx: CallableContext): { authTime: number | null; secondFactor: SecondFactorStatus } {
  if (!ctx.secondFactor) throw new Error('The second factor is read for signed-in callers only');
  return { authTime: ctx.authTime ?? null, secondFactor: ctx.secondFactor };
}

/**
 * Deletes the verified sessions whose time is over (the periodic pass, with the rate-limit counters): a
 * session is never read again once expired, and each sign-in writes one. Answers how many it deleted.
 */
export function sweepExpiredSessions(store: TypedDocumentStore, now = Date.now()): Promise<number> {
  return sweepExpired(store, COLLECTIONS.secondFactorSessions, 'expiresAtMs', now);
}
