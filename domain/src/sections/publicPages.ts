/** The office's public site: open to anyone, rate-limited by address. */
import { command, created, none, query, slice } from './define';
import { type PublicArticle, publicArticleInput, publicArticlesInput, type PublicArticleSummary } from '../articles';
import { type PublicFaqEntry, publicFaqInput } from '../faq';
import { type PublicOffice, publicOfficeInput, removalRequestInput, type RemovalRequestReceipt } from '../public';
import { type PracticeArea, type PublicTeamMember } from '../team';

export const publicPagesSlice = slice({
  operations: {
    'publicPages-office': query<PublicOffice>()({ policy: 'public', input: publicOfficeInput }),
    'publicPages-team': query<{ members: PublicTeamMember[]; areas: PracticeArea[] }>()({ policy: 'public', input: none }),
    'publicPages-articles': query<{ items: PublicArticleSummary[]; nextCursor: string | null }>()({ policy: 'public', input: publicArticlesInput }),
    'publicPages-article': query<PublicArticle>()({ policy: 'public', input: publicArticleInput }),
    'publicPages-faq': query<PublicFaqEntry[]>()({ policy: 'public', input: publicFaqInput }),
    'publicPages-requestRemoval': command<RemovalRequestReceipt>()({
      policy: 'public',
      input: removalRequestInput,
      attempt: 'pedir a remoção de dados pessoais',
      actions: { 'removal.request': created('Pedido de remoção recebido') },
    }),
  },
});
