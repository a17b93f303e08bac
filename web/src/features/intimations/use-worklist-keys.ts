import { useEffect, useRef } from 'react';

export type WorklistKey = 'next' | 'previous' | 'toggle' | 'accept' | 'ciente' | 'open';

const KEYS: Record<string, WorklistKey> = { j: 'next', k: 'previous', x: 'toggle', a: 'accept', c: 'ciente', Enter: 'open' };

/** Whether a key press belongs to what the person is typing or operating (a field, a button, a dialog). */
function typing(event: KeyboardEvent): boolean {
  const target = event.target instanceof HTMLElement ? event.target : null;
  if (!target) return false;
  if (target.isContentEditable) return true;
  if (target.closest('input, textarea, select, [role="dialog"], dialog')) return true;
  // Enter on a link or a button is theirs.
  return event.key === 'Enter' && Boolean(target.closest('a, button'));
}

/**
 * The worklist's shortcuts: j/k move the focused row, x selects it, a accepts its proposal, c marks it ciente,
 * Enter opens it. Never while typing in a field or inside a dialog, nor with a modifier held.
 */
export function useWorklistKeys(onKey: (key: WorklistKey) => void, enabled = true): void {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    if (!enabled) return;
    const listen = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
      const key = KEYS[event.key];
      if (!key || typing(event) || document.querySelector('[role="dialog"][aria-modal="true"], dialog[open]')) return;
      event.preventDefault();
      handler.current(key);
    };
    document.addEventListener('keydown', listen);
    return () => document.removeEventListener('keydown', listen);
  }, [enabled]);
}
