import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT_CONSENT, type SiteContact } from '@office/domain';
import { renderWithApp } from '../../test/app';
import { SiteContactsCard } from './SiteContactsCard';

const contact = (at: string, message: string): SiteContact => ({
  origin: 'site',
  at,
  name: 'Beatriz Nogueira',
  email: 'beatriz@exemplo.com.br',
  phone: '+5511998765432',
  subject: 'Direito do Trabalho',
  message,
  consentText: SITE_CONTACT_CONSENT,
  consentAt: at,
});

describe('SiteContactsCard', () => {
  it('lists the contacts newest first, each with how to answer and the consent given with it', () => {
    renderWithApp(
      <SiteContactsCard contacts={[contact('2026-03-02T13:00:00.000Z', 'Primeira mensagem.'), contact('2026-03-03T14:30:00.000Z', 'Segunda mensagem.')]} />,
    );
    const card = screen.getByRole('region', { name: 'Contatos pelo site (2)' });
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/mensagem\.$/).textContent)).toEqual(['Segunda mensagem.', 'Primeira mensagem.']);
    expect(items[0]!.textContent).toContain('Beatriz Nogueira · beatriz@exemplo.com.br · (11) 99876-5432');
    expect(items[0]!.textContent).toContain('03/03/2026 11:30');
    expect(items[0]!.textContent).toContain(`Consentimento dado em 03/03/2026 11:30: “${SITE_CONTACT_CONSENT}”`);
  });
});
