/** One's own calendar feed: whoever reads the Agenda may subscribe to their entries; it writes only their feed record. */
import { command, created, deleted, none, query, read, slice, updated } from './define';
import { type CalendarFeedInfo, calendarFeedIssueInput, calendarFeedOptionsInput, calendarFeedRevokeInput } from '../calendar-feed';

export const calendarFeedSlice = slice({
  operations: {
    // One's own calendar feed: whoever reads the Agenda may subscribe to their entries; it writes only their feed record.
    'calendarFeed-get': query<CalendarFeedInfo | null>()(read('agenda'), none),
    'calendarFeed-issue': command<CalendarFeedInfo>()(read('agenda'), calendarFeedIssueInput, 'criar ou trocar o endereço da agenda para calendários', {
      'calendarFeed.issue': created('Criou o endereço da própria agenda para calendários'),
      'calendarFeed.reset': updated('Trocou o endereço da própria agenda para calendários'),
    }),
    'calendarFeed-setOptions': command<CalendarFeedInfo>()(read('agenda'), calendarFeedOptionsInput, 'alterar os detalhes da agenda para calendários', {
      'calendarFeed.setOptions': updated('Alterou os detalhes da própria agenda para calendários'),
    }),
    'calendarFeed-revoke': command<{ revoked: true }>()(read('agenda'), calendarFeedRevokeInput, 'revogar o endereço da agenda para calendários', {
      'calendarFeed.revoke': deleted('Revogou o endereço da própria agenda para calendários'),
    }),
  },
});
