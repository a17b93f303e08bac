// Every callable and trigger, grouped by section: `session.me` deploys as `session-me`.
import { me } from './callables/session/me';

export const session = { me };
