/** The public site: open to anyone; its plain reads' rows are derived. */
import { PUBLIC, type GroupRows } from '../../support/access-matrix';

export default {
  'publicPages-requestRemoval': {
    section: 'about',
    input: async () => ({
      name: 'Titular dos Dados',
      email: `titular.${Math.random().toString(36).slice(2, 8)}@exemplo.com.br`,
      cpf: '',
      request: 'Peço a exclusão dos meus dados pessoais.',
    }),
    expect: PUBLIC,
  },
  'publicPages-article': { section: 'about', input: async () => ({ slug: 'reforma-tributaria-pequenas-empresas' }), expect: PUBLIC },
} satisfies GroupRows<'publicPages'>;
