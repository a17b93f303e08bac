/**
 * The second factor's rules, on the embedded store: which TOTP codes are taken (the window around now, once
 * each, never an older step), recovery codes (each used once, case and hyphens ignored), the per-person limit
 * on wrong codes, and where a sign-in stands.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, formatRecoveryCode, RECOVERY_ALPHABET, RECOVERY_CODE_LENGTH, SECOND_FACTOR, type SecondFactorRecord } from '@office/domain';
import { DiskFileStore } from '../store/embedded/disk-file-store';
import { SqliteDocumentStore } from '../store/embedded/sqlite-document-store';
import { typedStores } from '../store/typed';
import {
  acceptTotp,
  checkProof,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryHash,
  secondFactorStatus,
  spendRecoveryCode,
  totpCode,
  totpStep,
  type ProofCheck,
} from './second-factor';

const dir = mkdtempSync(join(tmpdir(), 'office-second-factor-'));
const documents = new SqliteDocumentStore(join(dir, 'store.sqlite'));
const store = typedStores({ documents, files: new DiskFileStore(join(dir, 'files')) }).documents;
afterAll(async () => {
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

const STEP_MS = SECOND_FACTOR.periodSeconds * 1000;
// The middle of a step, so "one step earlier" is unambiguous.
const NOW = Math.floor(Date.parse('2026-12-01T15:00:00.000Z') / STEP_MS) * STEP_MS + STEP_MS / 2;
const stepAt = (t: number) => Math.floor(t / STEP_MS);
/** A known secret (RFC 6238's test key "12345678901234567890" in base32). */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
/** Six digits that are none of the codes the window around `at` accepts. */
function wrongCode(secret: string, at: number): string {
  const valid = [-1, 0, 1].map((d) => totpCode(secret, at + d * STEP_MS));
  let n = 0;
  while (valid.includes(String(n).padStart(6, '0'))) n++;
  return String(n).padStart(6, '0');
}

describe('TOTP codes', () => {
  it("matches RFC 6238's SHA-1 test vectors (the last 6 digits)", () => {
    expect(totpCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(totpCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(totpCode(RFC_SECRET, 20_000_000_000_000)).toBe('353130');
  });

  it('accepts the codes of the current step and one step either side, and no other', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpStep(secret, totpCode(secret, NOW), NOW)).toBe(stepAt(NOW));
    expect(totpStep(secret, totpCode(secret, NOW - STEP_MS), NOW)).toBe(stepAt(NOW) - 1);
    expect(totpStep(secret, totpCode(secret, NOW + STEP_MS), NOW)).toBe(stepAt(NOW) + 1);
    expect(totpStep(secret, totpCode(secret, NOW - 2 * STEP_MS), NOW)).toBeNull();
    expect(totpStep(secret, totpCode(secret, NOW + 2 * STEP_MS), NOW)).toBeNull();
    expect(totpStep(newTotpSecret(), totpCode(secret, NOW), NOW)).toBeNull();
  });

  it('takes a code once: the same code again, or an older one, is refused as used', () => {
    const secret = newTotpSecret();
    const code = totpCode(secret, NOW);
    const first = acceptTotp({ secret, lastStep: 0 }, code, NOW);
    expect(first).toEqual({ step: stepAt(NOW) });
    const lastStep = stepAt(NOW);
    // Within its own 30 s, and a few seconds later (still inside the window).
    expect(acceptTotp({ secret, lastStep }, code, NOW)).toEqual({ refused: 'used' });
    expect(acceptTotp({ secret, lastStep }, code, NOW + 10_000)).toEqual({ refused: 'used' });
    expect(acceptTotp({ secret, lastStep }, totpCode(secret, NOW - STEP_MS), NOW)).toEqual({ refused: 'used' });
    // The next step's code is new.
    expect(acceptTotp({ secret, lastStep }, totpCode(secret, NOW + STEP_MS), NOW + STEP_MS)).toEqual({ step: lastStep + 1 });
    expect(acceptTotp({ secret, lastStep }, wrongCode(secret, NOW), NOW)).toEqual({ refused: 'wrong' });
  });

  it('builds the otpauth address authenticator apps read: SHA-1, 6 digits, 30 s, issuer and account', () => {
    const uri = new URL(otpauthUri(RFC_SECRET, 'Barbosa Advocacia', 'ana@barbosa.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Barbosa Advocacia:ana@barbosa.test');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: RFC_SECRET,
      issuer: 'Barbosa Advocacia',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of the alphabet, stored as hashes salted with the uid', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`));
    expect(recoveryHash('ana', codes[0]!)).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryHash('ana', codes[0]!)).not.toBe(recoveryHash('bruno', codes[0]!));
  });

  it('are each used once; case, spaces and hyphens do not matter', () => {
    const codes = newRecoveryCodes();
    const hashes = codes.map((c) => recoveryHash('ana', c));
    const typed = ` ${formatRecoveryCode(codes[3]!).toUpperCase()} `;
    const left = spendRecoveryCode(hashes, 'ana', typed);
    expect(left).toHaveLength(9);
    expect(spendRecoveryCode(left!, 'ana', codes[3]!)).toBeNull();
    expect(spendRecoveryCode(left!, 'bruno', codes[4]!)).toBeNull();
    expect(spendRecoveryCode(left!, 'ana', codes[4]!)).toHaveLength(8);
  });
});

describe('checkProof (in a transaction, with the limit on wrong codes)', () => {
  const secret = newTotpSecret();
  const recovery = newRecoveryCodes();
  const record = (uid: string): SecondFactorRecord => ({
    secret,
    enabled: true,
    enrolmentId: 'e1',
    enabledAt: new Date(NOW).toISOString(),
    lastStep: 0,
    recoveryHashes: recovery.map((c) => recoveryHash(uid, c)),
  });
  /** Checks a proof and commits what it answers (the counters of a wrong code), as the callables do. */
  const check = (uid: string, proof: Parameters<typeof checkProof>[3], at = NOW, data = record(uid)) =>
    store.transact(async (tx) => {
      const checked: ProofCheck = await checkProof(tx, uid, data, proof, at);
      return { ops: checked.ok ? [] : checked.ops, result: checked };
    });
  const errorId = (c: ProofCheck) => (c.ok ? 'ok' : (c.error.details as { id: string }).id);

  it('accepts a right code with its step, and a recovery code with the hashes left', async () => {
    const totp = await check('carla', { method: 'totp', code: totpCode(secret, NOW) });
    expect(totp).toEqual({ ok: true, method: 'totp', patch: { lastStep: stepAt(NOW) } });
    const spent = await check('carla', { method: 'recovery', code: recovery[0]! });
    expect(spent.ok && spent.patch.recoveryHashes).toHaveLength(9);
  });

  it('refuses a used code with its own words, and counts it', async () => {
    const used = await check('davi', { method: 'totp', code: totpCode(secret, NOW) }, NOW, { ...record('davi'), lastStep: stepAt(NOW) });
    expect(errorId(used)).toBe('second-factor-code');
    expect(!used.ok && (used.error.details as { reason: string }).reason).toMatch(/já foi usado/);
    expect(!used.ok && used.ops).toHaveLength(2);
  });

  it(`locks the person out after ${SECOND_FACTOR.attemptsPerWindow} wrong codes: even a right one is then not checked`, async () => {
    for (let i = 0; i < SECOND_FACTOR.attemptsPerWindow; i++)
      expect(errorId(await check('elisa', { method: 'totp', code: wrongCode(secret, NOW) }))).toBe('second-factor-code');
    expect(errorId(await check('elisa', { method: 'totp', code: totpCode(secret, NOW) }))).toBe('second-factor-locked');
    expect(errorId(await check('elisa', { method: 'recovery', code: recovery[1]! }))).toBe('second-factor-locked');
    // Someone else is not affected; and the next window lets the person try again.
    expect(errorId(await check('fabio', { method: 'totp', code: totpCode(secret, NOW) }))).toBe('ok');
    const later = NOW + SECOND_FACTOR.attemptWindowMinutes * 60_000;
    expect(errorId(await check('elisa', { method: 'totp', code: totpCode(secret, later) }, later))).toBe('ok');
  });

  it(`caps wrong codes at ${SECOND_FACTOR.attemptsPerDay} a day, across short windows`, async () => {
    const windowMs = SECOND_FACTOR.attemptWindowMinutes * 60_000;
    const dayStart = Math.floor(NOW / 86_400_000) * 86_400_000;
    let at = dayStart;
    let wrong = 0;
    while (wrong < SECOND_FACTOR.attemptsPerDay) {
      for (let i = 0; i < SECOND_FACTOR.attemptsPerWindow - 1 && wrong < SECOND_FACTOR.attemptsPerDay; i++, wrong++) {
        expect(errorId(await check('gil', { method: 'totp', code: wrongCode(secret, at) }, at))).toBe('second-factor-code');
      }
      at += windowMs;
    }
    const locked = await check('gil', { method: 'totp', code: totpCode(secret, at) }, at);
    expect(errorId(locked)).toBe('second-factor-locked');
    expect(!locked.ok && (locked.error.details as { reason: string }).reason).toMatch(/hoje/);
  });

  it('stores the counters under hashed ids: never the uid in clear', async () => {
    const page = await store.list(COLLECTIONS.rateLimits, { limit: 100 });
    expect(page.docs.length).toBeGreaterThan(0);
    for (const d of page.docs) expect(d.id).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('secondFactorStatus', () => {
  const on: SecondFactorRecord = {
    secret: RFC_SECRET,
    enabled: true,
    enrolmentId: 'e2',
    enabledAt: '2026-11-01T00:00:00.000Z',
    lastStep: 0,
    recoveryHashes: ['a', 'b'],
  };
  const session = (over: Partial<{ enrolmentId: string; expiresAtMs: number }> = {}) => ({
    uid: 'u',
    authTime: 1,
    enrolmentId: 'e2',
    method: 'totp' as const,
    verifiedAt: new Date(NOW).toISOString(),
    expiresAt: new Date(NOW + 1000).toISOString(),
    expiresAtMs: NOW + 1000,
    ...over,
  });

  it('says off, challenge, verified or setup-required', () => {
    expect(secondFactorStatus(null, null, null, NOW).state).toBe('off');
    expect(secondFactorStatus({ ...on, enabled: false }, null, null, NOW).state).toBe('off');
    expect(secondFactorStatus(null, { required: true }, null, NOW).state).toBe('setup-required');
    expect(secondFactorStatus(on, null, null, NOW)).toMatchObject({ state: 'challenge', recoveryCodesLeft: 2, verifiedUntil: null });
    expect(secondFactorStatus(on, { required: true }, session(), NOW)).toMatchObject({ state: 'verified', required: true, verifiedUntil: session().expiresAt });
  });

  it('does not take an expired session, nor one of an earlier enrolment', () => {
    expect(secondFactorStatus(on, null, session({ expiresAtMs: NOW }), NOW).state).toBe('challenge');
    expect(secondFactorStatus(on, null, session({ enrolmentId: 'e1' }), NOW).state).toBe('challenge');
  });
});
