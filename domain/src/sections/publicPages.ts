/** The office's public site: open to anyone, rate-limited by address. */
import { command, created, none, query, slice } from './define';
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
