/** The deadline calculator's input as the callable and the form take it, and what the callable answers. */
import { courtCalendar } from './calendar/calendar';
import { findCourt } from './calendar/courts';
import { computeDeadline, COUNTING_RULES, DEADLINE_TRIGGERS, DOUBLING_RULES, MAX_DEADLINE_DAYS, type DeadlineResult } from './calendar/deadline';
import type { CalendarEntry } from './calendar/types';
import { dateField, lineText, optionalLineText, z } from './schema';

export const deadlineInput = z
  .object({
    trigger: z.enum(DEADLINE_TRIGGERS, 'Escolha o marco inicial'),
    triggerDate: dateField('Informe a data do marco inicial'),
    days: z
      .number('Informe o número de dias')
      .int('O prazo é um número inteiro de dias')
      .min(1, 'O prazo tem ao menos 1 dia')
      .max(MAX_DEADLINE_DAYS, `O prazo tem no máximo ${MAX_DEADLINE_DAYS} dias`),
    counting: z.enum(COUNTING_RULES, 'Escolha dias úteis ou corridos'),
    doubling: z.enum(DOUBLING_RULES).nullable(),
    /** Processo eletrônico: no doubling under CPC art. 229 (its § 2º). */
    electronic: z.boolean(),
    /** Juizado Especial (Lei 9.099/1995 art. 12-A): named in the legal basis; absent in prazos saved before it. */
    juizado: z.boolean().optional(),
    tribunal: lineText(20).refine((t) => Boolean(findCourt(t)), 'Tribunal sem calendário forense cadastrado'),
    comarca: optionalLineText(120),
  })
  .strict()
  .superRefine((d, ctx) => {
    if (d.doubling === 'art229' && d.electronic) {
      ctx.addIssue({ code: 'custom', path: ['doubling'], message: 'Em processo eletrônico não há prazo em dobro para litisconsortes (CPC art. 229, § 2º)' });
    }
  });

export type DeadlineInput = z.input<typeof deadlineInput>;
export type DeadlineValues = z.output<typeof deadlineInput>;

/** `agenda-computeDeadline`: the result, with the court's name and the inputs it was computed from. */
export interface DeadlineComputation extends DeadlineResult {
  input: DeadlineValues;
  courtName: string;
}

/** Computes `input` against its court's calendar and the office's closures (Configurações → Calendário forense). */
export function deadlineComputation(input: DeadlineValues, officeClosures: readonly CalendarEntry[] = []): DeadlineComputation {
  const calendar = courtCalendar({ tribunal: input.tribunal, comarca: input.comarca }, officeClosures);
  return { ...computeDeadline(input, calendar), input, courtName: calendar.court.name };
}
