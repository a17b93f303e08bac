/** The office's public site: open to anyone, rate-limited by address. */
import { command, created, none, query, slice, updated } from './define';
import { type PublicArticle, publicArticleInput, publicArticlesInput, type PublicArticleSummary } from '../articles';
import { type PublicFaqEntry, publicFaqInput } from '../faq';
import { type PublicOffice, publicOfficeInput, removalRequestInput, type RemovalRequestReceipt } from '../public';
import { type PracticeArea, type PublicTeamMember } from '../team';

export const publicPagesSlice = slice({
  operations: {
    'publicPages-office': query<PublicOffice>()('public', publicOfficeInput),
    'publicPages-team': query<{ members: PublicTeamMember[]; areas: PracticeArea[] }>()('public', none),
    'publicPages-articles': query<{ items: PublicArticleSummary[]; nextCursor: string | null }>()('public', publicArticlesInput),
    'publicPages-article': query<PublicArticle>()('public', publicArticleInput),
    'publicPages-faq': query<PublicFaqEntry[]>()('public', publicFaqInput),
    'publicPages-requestRemoval': command<RemovalRequestReceipt>()('public', removalRequestInput, 'pedir a remoção de dados pessoais', {
      'removal.request': created('Pedido de remoção recebido'),
    }),
  },
});

/**
 * The contact form of the public home is the `site` function's (functions/src/http/site/contact.ts), not an
 * operation's: its words for the log. A first contact creates a prospect in Clientes; a contact from an e-mail a
 * client already has is added to that client.
 */
export const siteContact = {
  actions: { 'clients.siteContact': created('Contato pelo site: novo prospecto'), 'clients.siteContactAdded': updated('Novo contato pelo site') },
} as const;
