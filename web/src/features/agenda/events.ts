import type { EventRecord } from '@office/domain';

export const EVENT_KIND: Record<EventRecord['kind'], string> = { audiencia: 'Audiência', prazo: 'Prazo', reuniao: 'Reunião', diligencia: 'Diligência' };
export const EVENT_TONE = { audiencia: 'blue', prazo: 'red', reuniao: 'green', diligencia: 'amber' } as const;

/** São Paulo is UTC-3 all year: the office month [from, to) as ISO instants, and its pt-BR name. */
export function monthRange(now: Date, offset: number): { from: string; to: string; label: string } {
  const local = new Date(now.getTime() - 3 * 3_600_000);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth() + offset;
  const from = new Date(Date.UTC(y, m, 1, 3));
  const to = new Date(Date.UTC(y, m + 1, 1, 3));
  const label = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m, 15)));
  return { from: from.toISOString(), to: to.toISOString(), label };
}
