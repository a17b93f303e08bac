import { implement } from '../../platform/define-callable';
import { preferencesView } from './shared';

/** Notificações: how the caller receives each kind by e-mail. */
export default implement('notifications-preferences', async (ctx) => preferencesView(ctx));
