/** The "Proposta" panel's starting values: each proposed action as the accept callable takes it, ready to edit. */
import type { ProposedAction } from '@office/domain';
import type { acceptedActionInput, intimationAcceptInput } from '@office/domain/intimation-worklist';
import type { z } from '@office/domain/schema';

/** A form value: as the accept callable takes it; a number or choice the text did not give is left to fill in. */
export type DraftAction = z.input<typeof acceptedActionInput>;
export type AcceptValues = z.input<typeof intimationAcceptInput>;

/** The proposed action as an accepted one, counted from the DJEN's availability, and whose it is by default. */
export function draftOf(action: ProposedAction, ownerId: string): DraftAction {
  switch (action.kind) {
    case 'prazo':
      return {
        kind: 'prazo',
        act: action.act,
        // Empty until typed: the schema says "Informe o número de dias".
        days: action.days ?? Number.NaN,
        counting: action.counting ?? ('' as 'uteis'),
        doubling: action.doubled ? action.doubling : null,
        juizado: action.juizado,
        legalBasis: action.legalBasis ?? '',
        // None: counted from the availability on the DJEN (published the next business day), as the proposal's date.
        triggerDate: null,
        ownerId,
      };
    case 'audiencia':
    case 'pericia':
      return {
        kind: action.kind,
        act: action.act,
        date: action.hearingDate ?? '',
        startTime: action.hearingTime ?? '',
        endTime: null,
        place: action.videoLink ?? action.place ?? '',
        ownerId,
      };
    case 'audiencia-cancelada':
      return { kind: 'audiencia-cancelada', act: action.act, date: action.hearingDate ?? '', startTime: action.hearingTime ?? null };
    case 'sem-providencia':
      return { kind: 'sem-providencia', act: action.act };
  }
}

/** Whose the new entries are by default: the lawsuit's first responsible lawyer, else the intimação's first owner, else the person. */
export function defaultOwner(candidates: readonly string[], me: string): string {
  return candidates[0] ?? me;
}
