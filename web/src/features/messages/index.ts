/** The pages this feature serves (collected by web/src/app/app-routes.tsx). */
import { listPath } from '@office/domain/addresses';
import { type FeaturePage } from '../../app/feature-pages';

export const pages: FeaturePage[] = [
  { path: listPath('messages'), title: 'Mensagens', load: () => import('./MessagesPage').then((m) => m.MessagesPage) },
  { path: '/messages/:threadId', title: 'Mensagem', load: () => import('./ThreadPage').then((m) => m.ThreadPage) },
];
