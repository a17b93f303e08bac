import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditEffect } from './audit-labels';
import { describeNotification } from './notifications';
import { DEFAULT_EMAIL_MODES, NOTIFICATION_KIND_LABELS } from './notifications-labels';
import type { Scopes } from './policy';
import { SITE_CONTACT_CONSENT, siteContactInput, siteContactOf } from './site-contact';

const facts = { kind: 'contato-site', clientId: 'cli-1', name: 'Marina Souza', subject: 'Direito de Família', isNew: true } as const;

describe('a contact through the site', () => {
  it('is stored with the consent’s exact words and the moment it arrived', () => {
    const values = siteContactInput.parse({
      name: ' Marina Souza ',
      email: 'Marina@Exemplo.com.br',
      phone: '',
      subject: 'Direito de Família',
      message: 'Preciso de ajuda.\r\nObrigada.',
      consent: 'sim',
    });
    expect(siteContactOf(values, '2026-03-02T13:00:00.000Z')).toEqual({
      origin: 'site',
      at: '2026-03-02T13:00:00.000Z',
      name: 'Marina Souza',
      email: 'marina@exemplo.com.br',
      phone: null,
      subject: 'Direito de Família',
      message: 'Preciso de ajuda.\nObrigada.',
      consentText: SITE_CONTACT_CONSENT,
      consentAt: '2026-03-02T13:00:00.000Z',
    });
  });

  it('is told by name and linked to whoever reads Clientes, and without the name to anyone else', () => {
    const clients: Scopes = { read: ['Clientes'], write: [] };
    expect(describeNotification(facts, clients)).toEqual({
      title: 'Novo contato pelo site: Marina Souza',
      detail: 'Assunto: Direito de Família',
      link: '/clients/cli-1',
    });
    expect(describeNotification({ ...facts, isNew: false }, clients).title).toBe('Novo contato pelo site de Marina Souza (já em Clientes)');
    const other = describeNotification(facts, { read: ['Agenda'], write: [] });
    expect(other).toEqual({ title: 'Novo contato pelo site', detail: 'Você não tem mais acesso a Clientes.', link: null });
    expect(JSON.stringify(other)).not.toContain('Marina');
  });

  it('has its words in the preferences and the audit log', () => {
    expect(NOTIFICATION_KIND_LABELS['contato-site'].label).toBe('Contatos pelo formulário do site');
    expect(DEFAULT_EMAIL_MODES['contato-site']).toBe('imediato');
    expect([auditActionLabel('clients.siteContact'), auditEffect('clients.siteContact')]).toEqual(['Contato pelo site: novo prospecto', 'create']);
    expect([auditActionLabel('clients.siteContactAdded'), auditEffect('clients.siteContactAdded')]).toEqual(['Novo contato pelo site', 'update']);
  });
});
