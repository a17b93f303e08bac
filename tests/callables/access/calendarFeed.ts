/** The agenda's calendar feed: each caller's own, open to who reads the Agenda. */
import { callFn } from '../../support/emulator-client';
import { SECTION_READ, type GroupRows } from '../../support/access-matrix';

/** The caller's own calendar feed, issued for the row (its version; 1 for callers refused before reaching it). */
async function ownFeed(token: string | undefined): Promise<number> {
  const res = await callFn<{ version: number }>('calendarFeed-issue', { minimal: false }, token);
  return res.result?.version ?? 1;
}

export default {
  'calendarFeed-issue': { section: 'agenda', input: async () => ({ minimal: false }), expect: SECTION_READ },
  'calendarFeed-setOptions': { section: 'agenda', input: async (token) => ({ expectedVersion: await ownFeed(token), minimal: true }), expect: SECTION_READ },
  'calendarFeed-revoke': { section: 'agenda', input: async (token) => ({ expectedVersion: await ownFeed(token) }), expect: SECTION_READ },
} satisfies GroupRows<'calendarFeed'>;
