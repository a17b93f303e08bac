// Every callable, HTTPS function and trigger. The callables come from `office:callables`, which
// functions/build.mjs generates from the files under callables/ (one per contract in CALLABLES,
// checked by callables/registry.test.ts), grouped by section: `staff.setScopes` deploys as `staff-setScopes`.
import { answerHostErrorsInPortuguese } from './http/host-errors';

// Before the host builds its app: bodies and paths it refuses are answered as JSON in pt-BR (see host-errors).
answerHostErrorsInPortuguese();

export * from 'office:callables';
export { files } from './http/files';
export { agendaFeed } from './http/calendar-feed';
export { articlesFeed } from './http/articles-feed';
export { publicMedia } from './http/public-media';
export { staffClaimsSync } from './triggers/staff-claims';
export { datajudDaily, djenDaily } from './triggers/court-sync';
