import { normalizePhone, typedPhone } from './clients';
import { personName, z } from './schema';
import type { Scopes } from './policy';
import type { SecondFactorStatus } from './second-factor';

/** `session-me`: what the SPA needs to build the menu and guards. */
export const sessionMeInput = z.object({}).strict();

export interface SessionMe {
  uid: string;
  email: string | null;
  name: string;
  /** Null when the account exists but no administrator has granted access yet. */
  scopes: Scopes | null;
  admin: boolean;
  /** The staff record's version the answer was read at. */
  version: number | null;
  phone: string | null;
  /** Path under /files/ of the profile photo, or null. */
  photoPath: string | null;
  /** Verificação em duas etapas: whether this sign-in passed it, or must pass or set it up before anything else. */
  secondFactor: SecondFactorStatus;
  /** Portal do cliente: set for a client account (never for staff), the client ids it follows; the SPA opens /portal. */
  portal?: { clientIds: string[] } | null;
}

export const profileUpdateInput = z
  .object({
    expectedVersion: z.number().int().min(1),
    name: personName(120).min(3, 'Informe seu nome completo'),
    phone: typedPhone
      // "(11) 98765-4321" and "+55 11 98765-4321" both become "+5511987654321".
      .transform(normalizePhone)
      .refine((v) => v === '' || /^\+55\d{10,11}$/.test(v), 'Use um celular ou telefone com DDD, ex.: (11) 98765-4321'),
  })
  .strict();

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 1024 * 1024;

export const profileSetPhotoInput = z
  .object({
    contentType: z.enum(PHOTO_TYPES, 'Use uma imagem JPEG, PNG ou WebP'),
    /** Base64 of the image bytes (at most 1 MiB once decoded). */
    dataBase64: z
      .string()
      .min(4)
      .max(Math.ceil((MAX_PHOTO_BYTES * 4) / 3) + 4, 'A foto deve ter no máximo 1 MB'),
  })
  .strict();
