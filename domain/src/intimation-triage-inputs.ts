/** The inputs of the triage callables (intimations-acknowledge, -forward, -reopen); the rules are in intimation-triage.ts. */
import { TRIAGE_REASON_MAX } from './intimation-triage';
import { expectedVersion, recordId } from './lists';
import { lineText, optionalLineText, z } from './schema';

export const intimationAcknowledgeInput = z
  .object({
    id: recordId,
    expectedVersion,
    reason: lineText(TRIAGE_REASON_MAX).min(3, 'Informe por que não há prazo (ex.: mero expediente, sem prazo para a parte)'),
  })
  .strict();

export const intimationForwardInput = z
  .object({
    id: recordId,
    expectedVersion,
    to: z
      .string()
      .trim()
      .min(1, 'Escolha a quem encaminhar')
      .max(128)
      .regex(/^[A-Za-z0-9_-]+$/, 'Escolha a quem encaminhar'),
    note: optionalLineText(TRIAGE_REASON_MAX),
  })
  .strict();

export const intimationReopenInput = z.object({ id: recordId, expectedVersion }).strict();
