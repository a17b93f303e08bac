import { describe, expect, it } from 'vitest';
import { mailboxKey, removalDueDate } from './public';

describe('removal request answer term', () => {
  it('is 15 days after the office date of receipt (LGPD art. 19, II), across months', () => {
    expect(removalDueDate('2026-11-23T12:00:00Z')).toBe('2026-12-08');
    // 01:30Z on 1 December is still 30 November in São Paulo.
    expect(removalDueDate('2026-12-01T01:30:00Z')).toBe('2026-12-15');
  });
});

describe('mailboxKey', () => {
  it('counts sub-addresses, letter case and Gmail dots as the same mailbox', () => {
    expect(mailboxKey('Ana+1@Exemplo.com.br')).toBe('ana@exemplo.com.br');
    expect(mailboxKey('ana+remocao+2@exemplo.com.br')).toBe('ana@exemplo.com.br');
    expect(mailboxKey('a.n.a+x@googlemail.com')).toBe('ana@gmail.com');
    expect(mailboxKey('a.n.a@exemplo.com.br')).toBe('a.n.a@exemplo.com.br');
  });

  it('keeps what it cannot split', () => {
    expect(mailboxKey('+tag@exemplo.com')).toBe('+tag@exemplo.com');
    expect(mailboxKey('sem-arroba')).toBe('sem-arroba');
  });
});
