import { HIDDEN_LAWSUIT_LABEL, lawsuitLabel, type EventFacts, type EventRecord, type LawsuitRecord, type NotificationFacts } from '@office/domain';
import type { NotificationDraft } from './produce';

/** What a notification keeps of an entry: its own words, and its lawsuit's and client's names for who reads them. */
export function eventFacts(id: string, e: EventRecord, lawsuit: LawsuitRecord | undefined, clientName: string | undefined): EventFacts {
  return {
    eventId: id,
    title: e.title,
    eventKind: e.kind,
    date: e.date,
    startsAt: e.startsAt,
    allDay: e.allDay,
    location: e.location,
    lawsuitId: e.lawsuitId,
    lawsuitLabel: lawsuit ? lawsuitLabel(lawsuit) : null,
    clientName: clientName ?? lawsuit?.clientName ?? null,
  };
}

/**
 * Segredo de justiça: a notification about an entry whose lawsuit is under segredo tells who may not see that
 * lawsuit HIDDEN_LAWSUIT_LABEL and no client's name (its client is a party of it); the entry still reaches them.
 */
export function eventSecret(
  lawsuit: LawsuitRecord | null | undefined,
  facts: Extract<NotificationFacts, { event: EventFacts }>,
): Pick<NotificationDraft, 'secret'> {
  if (!lawsuit?.confidential) return {};
  return { secret: { lawsuit, facts: { ...facts, event: { ...facts.event, lawsuitLabel: HIDDEN_LAWSUIT_LABEL, clientName: null } } } };
}
