/** One's own calendar feed: whoever reads the Agenda may subscribe to their entries; it writes only their feed record. */
import { command, created, deleted, none, query, read, slice, updated } from './define';
import { type CalendarFeedInfo, calendarFeedIssueInput, calendarFeedOptionsInput, calendarFeedRevokeInput } from '../calendar-feed';

export const calendarFeedSlice = slice({
  operations: {
    // One's own calendar feed: whoever reads the Agenda may subscribe to their entries; it writes only their feed record.
    'calendarFeed-get': query<CalendarFeedInfo | null>()({ policy: read('agenda'), input: none }),
    'calendarFeed-issue': command<CalendarFeedInfo>()({
      policy: read('agenda'),
      input: calendarFeedIssueInput,
      attempt: 'criar ou trocar o endereço da agenda para calendários',
      actions: {
        'calendarFeed.issue': created('Criou o endereço da própria agenda para calendários'),
        'calendarFeed.reset': updated('Trocou o endereço da própria agenda para calendários'),
      },
    }),
    'calendarFeed-setOptions': command<CalendarFeedInfo>()({
      policy: read('agenda'),
      input: calendarFeedOptionsInput,
      attempt: 'alterar os detalhes da agenda para calendários',
      actions: { 'calendarFeed.setOptions': updated('Alterou os detalhes da própria agenda para calendários') },
    }),
    'calendarFeed-revoke': command<{ revoked: true }>()({
      policy: read('agenda'),
      input: calendarFeedRevokeInput,
      attempt: 'revogar o endereço da agenda para calendários',
      actions: { 'calendarFeed.revoke': deleted('Revogou o endereço da própria agenda para calendários') },
    }),
  },
});
