import { describe, expect, it } from 'vitest';
import { mailboxAfterMessage, messageSendInput, snippetOf, type MessageRecord } from './messages';

const message = (over: Partial<MessageRecord> = {}): MessageRecord => ({
  threadId: 'msg-1',
  fromId: 'ana',
  fromName: 'Ana Lima',
  toIds: ['bia', 'caio'],
  toNames: ['Beatriz Souza', 'Caio Reis'],
  subject: 'Contrato de honorários',
  body: 'Segue a minuta.',
  sentAt: '2026-11-20T12:00:00.000Z',
  link: { kind: 'lawsuit', id: 'proc-1', label: '0001234-56.2025.8.26.0100' },
  ...over,
});

describe('mailboxAfterMessage', () => {
  it('a first message is sent for its author and unread in the inbox of each recipient', () => {
    const own = mailboxAfterMessage(null, 'ana', message());
    expect(own).toMatchObject({ sent: true, received: false, unread: false, archived: false, messageCount: 1, linkKind: 'lawsuit' });
    const theirs = mailboxAfterMessage(null, 'bia', message());
    expect(theirs).toMatchObject({ sent: false, received: true, unread: true, participantIds: ['ana', 'bia', 'caio'] });
    expect(theirs.searchWords).toEqual(expect.arrayContaining(['co', 'contrato', 'be', 'beatriz', 'li', 'lima']));
  });

  it("a reply from someone else brings an archived, read thread back unread; one's own reply leaves it as it was", () => {
    const read = { ...mailboxAfterMessage(null, 'bia', message()), unread: false, archived: true };
    const reply = message({ fromId: 'caio', fromName: 'Caio Reis', toIds: ['ana', 'bia'], toNames: ['Ana Lima', 'Beatriz Souza'], link: null });
    expect(mailboxAfterMessage(read, 'bia', reply)).toMatchObject({
      unread: true,
      archived: false,
      messageCount: 2,
      lastFromName: 'Caio Reis',
      linkKind: 'lawsuit',
    });
    const ownReply = message({ fromId: 'bia', fromName: 'Beatriz Souza', toIds: ['ana', 'caio'], toNames: ['Ana Lima', 'Caio Reis'] });
    expect(mailboxAfterMessage(read, 'bia', ownReply)).toMatchObject({ unread: false, archived: true, sent: true, received: true });
  });

  it('snippets are one line and short', () => {
    expect(snippetOf('linha 1\n\n  linha 2')).toBe('linha 1 linha 2');
    expect(snippetOf('x'.repeat(500))).toHaveLength(140);
  });
});

describe('messageSendInput', () => {
  const valid = { toIds: ['bia'], subject: 'Assunto', body: 'Texto', link: null };
  it('refuses a body over 100 KB, control characters, no recipient or a repeated one', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ body: 'á'.repeat(60_000) }, 'A mensagem passa de 100 KB'],
      [{ body: 'oi\u0000' }, 'Remova os caracteres invisíveis'],
      [{ toIds: [] }, 'Escolha ao menos um destinatário'],
      [{ toIds: ['bia', 'bia'] }, 'Um destinatário foi escolhido duas vezes'],
      [{ subject: '' }, 'Informe o assunto'],
      [{ body: '   ' }, 'Escreva a mensagem'],
    ];
    for (const [over, message] of cases) {
      const result = messageSendInput.safeParse({ ...valid, ...over });
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => i.message).join(' | ')).toContain(message);
    }
    expect(messageSendInput.parse(valid).link).toBeNull();
  });
});
