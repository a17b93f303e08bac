import { describe, expect, it } from 'vitest';
import { PORTAL_MESSAGE_MAX, portalMessageSendInput, portalMessageToClientMail, portalMessageToOfficeMail, portalThreadId } from './portal-messages';

describe('portal messages', () => {
  it('keeps a message trimmed, with its line breaks, and refuses an empty or too long one', () => {
    expect(portalMessageSendInput.parse({ lawsuitId: 'proc-1', text: '  Olá,\r\nsegue o documento.  ' }).text).toBe('Olá,\nsegue o documento.');
    expect(portalMessageSendInput.safeParse({ lawsuitId: 'proc-1', text: ' \n ' }).error?.issues[0]?.message).toBe('Escreva a mensagem');
    expect(portalMessageSendInput.safeParse({ lawsuitId: 'proc-1', text: 'a'.repeat(PORTAL_MESSAGE_MAX + 1) }).success).toBe(false);
    expect(portalMessageSendInput.safeParse({ lawsuitId: 'proc-1', text: 'a'.repeat(PORTAL_MESSAGE_MAX) }).success).toBe(true);
  });

  it('keys a thread by lawsuit and client', () => {
    expect(portalThreadId('proc-1', 'cli-2')).toBe('proc-1_cli-2');
  });

  it('notices name the case and the link, in pt-BR', () => {
    const office = portalMessageToOfficeMail({
      officeName: 'Barbosa',
      authorName: 'Paula',
      caseLabel: '0001234-55.2026.8.26.0100',
      link: 'https://x/lawsuits/p',
    });
    expect(office.subject).toBe('Mensagem de cliente pelo portal: 0001234-55.2026.8.26.0100');
    expect(office.lines).toContain('https://x/lawsuits/p');
    const client = portalMessageToClientMail({
      officeName: 'Barbosa',
      personName: 'Paula',
      caseTitle: 'Procedimento Comum Cível: Cobrança',
      link: 'https://x/portal',
    });
    expect(client.lines[0]).toBe('Olá, Paula.');
    expect(client.lines.join('\n')).toContain('Procedimento Comum Cível: Cobrança');
  });
});
