/**
 * Verificação em duas etapas: after the password, a code from an authenticator app (TOTP, RFC 6238: 30 s
 * steps, 6 digits, HMAC-SHA-1, which every authenticator app reads) or one of ten single-use recovery codes.
 * The server keeps the secret (`secondFactors/<uid>`, closed to clients) and, once a code is right, records
 * the sign-in it was typed for (`secondFactorSessions/<uid>_<auth_time>`): the ID token's `auth_time` is the
 * moment of the password sign-in, so another sign-in with the same password has no verified session. The
 * callables (`authorizeCaller`) and the security rules (`freshStaff()`) both ask for that session.
 */
import { expectedVersion, recordId } from './lists';
import { z } from './schema';

export const SECOND_FACTOR = {
  /** Seconds per code (the TOTP step). */
  periodSeconds: 30,
  digits: 6,
  /** Codes one step before or after the current one are accepted too: a phone's clock may be a little off. */
  window: 1,
  /** How long a verified sign-in lasts before the app asks for a code again: a working day. */
  sessionHours: 12,
  recoveryCodes: 10,
  /** Wrong codes per person: at most this many per short window, and per day (office time does not matter here). */
  attemptsPerWindow: 5,
  attemptWindowMinutes: 5,
  attemptsPerDay: 20,
} as const;

/** What `secondFactors/<uid>` keeps. Exists from the first setup; `enabled` once a first code confirmed it. */
export interface SecondFactorRecord {
  /** The TOTP secret, base32 (RFC 4648), 160 bits. */
  secret: string;
  enabled: boolean;
  /** Random per enrolment: a session names it, so a reset or a new enrolment voids every earlier session. */
  enrolmentId: string;
  /** ISO instant the first code confirmed it; null while setting up. */
  enabledAt: string | null;
  /** The last TOTP step (Unix seconds / 30) accepted: a code is taken once, and never one older than it. */
  lastStep: number;
  /** SHA-256 (hex) of each unused recovery code, salted with the uid. */
  recoveryHashes: string[];
}

/** What `secondFactorSessions/<uid>_<auth_time>` keeps: one password sign-in whose second factor was verified. */
export interface SecondFactorSessionRecord {
  uid: string;
  /** The ID token's `auth_time` (Unix seconds of the password sign-in). */
  authTime: number;
  enrolmentId: string;
  method: 'totp' | 'recovery' | 'enrolment';
  verifiedAt: string;
  /** ISO instant, and the same in milliseconds for the security rules (which compare it with `request.time`). */
  expiresAt: string;
  expiresAtMs: number;
}

/** The id of the office's requirement in `settings`. */
export const SECOND_FACTOR_POLICY_ID = 'secondFactor';

/** `settings/secondFactor`: the office requires the second factor of everyone. */
export interface SecondFactorPolicyRecord {
  required: boolean;
}

/** The document id of a sign-in's verified session. */
export function secondFactorSessionId(uid: string, authTime: number): string {
  return `${uid}_${authTime}`;
}

/**
 * Where a sign-in stands:
 * - 'off': no second factor, and the office does not require one;
 * - 'verified': a code was typed for this sign-in;
 * - 'challenge': the account has it, this sign-in has not passed it: only the code screen opens;
 * - 'setup-required': the office requires it and the person has not set it up: only the setup opens.
 */
export type SecondFactorState = 'off' | 'verified' | 'challenge' | 'setup-required';

export interface SecondFactorStatus {
  state: SecondFactorState;
  enabled: boolean;
  /** The office requires it of everyone (Configurações → Equipe e acessos). */
  required: boolean;
  enabledAt: string | null;
  /** Recovery codes not used yet; null while it is off. */
  recoveryCodesLeft: number | null;
  /** When this sign-in's verification lapses; null unless 'verified'. */
  verifiedUntil: string | null;
}

/** Six digits; spaces (an app may show "123 456") are dropped. */
const totpCode = z
  .string('Informe o código')
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Informe os 6 dígitos do aplicativo autenticador'));

/** The alphabet of recovery codes: lowercase letters and digits without 0/o, 1/l/i. */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Characters per recovery code (10 of 31: about 49 bits), shown as two groups of five. */
export const RECOVERY_CODE_LENGTH = 10;

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

/** How a recovery code is shown and downloaded: "abcde-fghjk". */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const recoveryCode = z
  .string('Informe o código')
  .transform(normalizeRecoveryCode)
  .pipe(
    z
      .string()
      .length(RECOVERY_CODE_LENGTH, 'Um código de recuperação tem 10 letras e números')
      .regex(new RegExp(`^[${RECOVERY_ALPHABET}]+$`), 'Código de recuperação inválido'),
  );

/** The code proving the person holds the second factor: the app's code, or a recovery code. */
export const secondFactorProofInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }).strict(),
  z.object({ method: z.literal('recovery'), code: recoveryCode }).strict(),
]);
export type SecondFactorProof = z.output<typeof secondFactorProofInput>;

/** The setup's confirmation: the first code of the app just set up (a recovery code does not exist yet). */
export const secondFactorEnableInput = z.object({ code: totpCode }).strict();
export const secondFactorSetupInput = z.object({}).strict();

export const secondFactorResetInput = z.object({ uid: recordId }).strict();
export const secondFactorSetRequiredInput = z
  .object({ required: z.boolean('Escolha se a verificação é exigida'), expectedVersion: expectedVersion.nullable() })
  .strict();
export const secondFactorTeamInput = z.object({}).strict();

/** What the setup shows: the QR code (an SVG path of its dark modules), the secret as text, and the address both hold. */
export interface SecondFactorSetup {
  /** otpauth://totp/… as authenticator apps read it. */
  uri: string;
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: string;
  issuer: string;
  account: string;
  /** The QR code: `size` modules a side, `path` the dark ones (an SVG path in module units, without the quiet zone). */
  qr: { size: number; path: string };
}

export interface SecondFactorRecoveryCodes {
  /** Shown once: only their hashes are stored. */
  recoveryCodes: string[];
}

export interface SecondFactorVerified {
  verifiedUntil: string;
}

/** Configurações → Equipe e acessos: whether the office requires it, and who has it on. */
export interface SecondFactorTeam {
  required: boolean;
  /** The version of `settings/secondFactor`, null while it was never set. */
  version: number | null;
  /** uid → when that person turned it on. */
  enabled: Record<string, string>;
}
