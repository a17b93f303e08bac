import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { moveCategory, moveWithinCategory, placeWithinCategory } from '@office/domain/faq';
import { faqQueries, inOrder, useReorderFaq, type FaqEntry } from '../../api/faq';
import { useToast } from '../../components/ui/toast';
import { messageOf, isConflict } from '../../lib/error-message';
import { categoryMovedMessage, dropPosition, entryMovedMessage } from './faq-view';

export const REORDER_CONFLICT_MESSAGE = 'A ordem foi alterada por outra pessoa enquanto você reordenava. A lista foi atualizada; refaça a mudança.';

export type Direction = -1 | 1;

/** The key a move button registers under, so focus can return to it once the list has moved. */
export const moveButtonKey = (kind: 'entry' | 'category', name: string, direction: Direction) => `${kind}:${direction < 0 ? 'up' : 'down'}:${name}`;

/** What the person asked for: a move is worked out on the order as stored when its turn comes. */
type Intent =
  | { kind: 'entry'; id: string; direction: Direction }
  | { kind: 'category'; category: string; direction: Direction }
  | { kind: 'drop'; id: string; targetId: string; after: boolean };

interface Planned {
  ids: string[];
  announce: (ordered: FaqEntry[]) => string;
  focus?: { key: string; fallback: string };
}

interface FocusRequest {
  /** The order the request waits for (the list re-renders before and after it arrives). */
  order: string;
  key: string;
  /** The other direction's button, should the first one be gone or disabled. */
  fallback: string;
}

/** Presses kept while a reorder is under way; more than this and the person is leaning on the key. */
const MAX_WAITING = 10;

/** The new order an intent makes of `entries`, with how to announce it and where the focus stays; null when nothing moves. */
function plan(entries: readonly FaqEntry[], intent: Intent): Planned | null {
  const twin = (kind: 'entry' | 'category', name: string, direction: Direction) => ({
    key: moveButtonKey(kind, name, direction),
    fallback: moveButtonKey(kind, name, direction < 0 ? 1 : -1),
  });
  switch (intent.kind) {
    case 'entry': {
      const ids = moveWithinCategory(entries, intent.id, intent.direction);
      return ids && { ids, announce: (o) => entryMovedMessage(o, intent.id), focus: twin('entry', intent.id, intent.direction) };
    }
    case 'category': {
      const ids = moveCategory(entries, intent.category, intent.direction);
      return ids && { ids, announce: (o) => categoryMovedMessage(o, intent.category), focus: twin('category', intent.category, intent.direction) };
    }
    case 'drop': {
      const dragged = entries.find((e) => e.id === intent.id);
      const group = entries.filter((e) => e.category === dragged?.category);
      const from = group.findIndex((e) => e.id === intent.id);
      const target = group.findIndex((e) => e.id === intent.targetId);
      if (from < 0 || target < 0) return null;
      const ids = placeWithinCategory(entries, intent.id, dropPosition(from, target, intent.after));
      return ids && { ids, announce: (o) => entryMovedMessage(o, intent.id) };
    }
  }
}

/**
 * Reordering the FAQ: by the arrows (an entry within its category, a whole category) and by drag and drop.
 * Each change sends the full new order on the order's version as last stored, one at a time: presses made
 * while one is under way wait their turn and are then worked out on the order the server answered with. A
 * conflict (someone else changed the FAQ) drops whatever was waiting: nothing is sent again on its own.
 * After a keyboard move the focus stays on the button pressed, and the new position is announced.
 */
export function useFaqReorder(entries: readonly FaqEntry[]) {
  const client = useQueryClient();
  const reorder = useReorderFaq();
  const toast = useToast();
  const [announcement, setAnnouncement] = useState('');
  const [conflict, setConflict] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusRequest = useRef<FocusRequest | null>(null);
  const inFlight = useRef(false);
  const waiting = useRef<Intent[]>([]);

  // Moving the list's nodes can take the focus away: put it back on the pressed button once the list shows
  // the order asked for (at an end it stays focusable, only inert).
  useLayoutEffect(() => {
    const request = focusRequest.current;
    if (!request || entries.map((e) => e.id).join() !== request.order) return;
    focusRequest.current = null;
    const target = [request.key, request.fallback].map((key) => buttons.current.get(key)).find((b) => b && !b.disabled);
    if (target && document.activeElement !== target) target.focus();
  }, [entries]);

  const buttonRef = useCallback(
    (key: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    [],
  );

  function next(): void {
    const intent = waiting.current.shift();
    if (intent) run(intent);
  }

  function run(intent: Intent): void {
    // The FAQ as last stored (the server's answer to the previous move), not as this render saw it.
    const faq = client.getQueryData(faqQueries.list().queryKey);
    const planned = faq && plan(faq.entries, intent);
    if (!faq || !planned) return next();
    inFlight.current = true;
    setConflict(false);
    focusRequest.current = planned.focus ? { ...planned.focus, order: planned.ids.join() } : null;
    setAnnouncement(planned.announce(inOrder(faq.entries, planned.ids)));
    reorder.mutate(
      { ids: planned.ids, expectedOrderVersion: faq.orderVersion },
      {
        onSuccess: () => {
          inFlight.current = false;
          // After this answer's callbacks are done with: the next move starts a mutation of its own.
          queueMicrotask(next);
        },
        onError: (failure) => {
          inFlight.current = false;
          waiting.current = [];
          focusRequest.current = null;
          if (isConflict(failure)) {
            setConflict(true);
            setAnnouncement(REORDER_CONFLICT_MESSAGE);
          } else {
            setAnnouncement('');
            toast.show({ severity: 'error', summary: 'A nova ordem não foi salva', detail: messageOf(failure), life: 10000 });
          }
        },
      },
    );
  }

  function request(intent: Intent): void {
    if (!inFlight.current) run(intent);
    else if (waiting.current.length < MAX_WAITING) waiting.current.push(intent);
  }

  return {
    /** A reorder is under way (drag and drop waits for it; the arrows queue their presses). */
    busy: reorder.isPending,
    announcement,
    conflict,
    dismissConflict: () => setConflict(false),
    buttonRef,
    /** An entry one place up or down among its category's. */
    moveEntry: (id: string, direction: Direction) => request({ kind: 'entry', id, direction }),
    /** A whole category before the previous one or after the next. */
    moveCategory: (category: string, direction: Direction) => request({ kind: 'category', category, direction }),
    /** An entry dropped before (or after) another of its category. */
    drop: (id: string, targetId: string, after: boolean) => request({ kind: 'drop', id, targetId, after }),
  };
}
