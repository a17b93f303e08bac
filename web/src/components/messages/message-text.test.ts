import { describe, expect, it } from 'vitest';
import { MESSAGE_LINK_KINDS, MESSAGE_LINK_SECTION } from '@office/domain/messages';
import { sectionById } from '@office/domain/policy';
import { boxOf, boxPath, hiddenLinkText, linkIcon, linkPath, othersOf, readBox, recipientsLine, unreadLabel } from './message-text';

describe('message texts', () => {
  it('names each link kind by the section the domain puts it in', () => {
    for (const kind of MESSAGE_LINK_KINDS) {
      const section = sectionById(MESSAGE_LINK_SECTION[kind]);
      expect(hiddenLinkText(kind)).toContain(`(você não tem acesso a ${section.label})`);
      expect(linkIcon(kind)).toBe(section.icon);
      expect(linkPath(kind, 'x1')).toBe(`${section.route}/x1`);
    }
    expect(hiddenLinkText('lawsuit')).toBe('Vinculada a um processo (você não tem acesso a Processos)');
  });

  it('names the other participants, in the thread’s order', () => {
    const mailbox = { ownerId: 'u1', participantIds: ['u2', 'u1', 'u3'], participantNames: ['Bruno', 'Ana', 'Carla'] };
    expect(othersOf(mailbox)).toEqual(['Bruno', 'Carla']);
    expect(othersOf({ ownerId: 'u1', participantIds: ['u1'], participantNames: ['Ana'] })).toEqual(['Ana']);
    expect(recipientsLine({ toIds: ['u1', 'u3'], toNames: ['Ana', 'Carla'] }, 'u1')).toBe('você, Carla');
  });

  it('reads and writes the box and search of the address', () => {
    expect(readBox(null)).toBe('inbox');
    expect(readBox('sent')).toBe('sent');
    expect(readBox('lixo')).toBe('inbox');
    expect(boxPath('inbox')).toBe('/messages');
    expect(boxPath('archived', ' ana ')).toBe('/messages?box=archived&q=ana');
    expect(boxOf({ archived: true, received: true })).toBe('archived');
    expect(boxOf({ archived: false, received: false })).toBe('sent');
  });

  it('says the unread count in words', () => {
    expect(unreadLabel(0)).toBe('Mensagens');
    expect(unreadLabel(1)).toBe('Mensagens, 1 não lida');
    expect(unreadLabel(3)).toBe('Mensagens, 3 não lidas');
  });
});
