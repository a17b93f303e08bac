import { useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies text to the clipboard and says whether it worked (a page over plain HTTP or a refused permission has no clipboard). */
export function useCopy(): { state: CopyState; copy: (text: string) => Promise<void>; reset: () => void } {
  const [state, setState] = useState<CopyState>('idle');
  async function copy(text: string) {
    try {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- absent outside secure contexts
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return { state, copy, reset: () => setState('idle') };
}
