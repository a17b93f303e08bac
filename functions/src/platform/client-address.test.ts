import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the hop the platform appended, not the ones the client sent', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': '10.9.8.7, 198.51.100.4,203.0.113.9' } })).toBe('203.0.113.9');
    expect(clientAddress({ headers: { 'x-forwarded-for': ['1.1.1.1', '203.0.113.9'] } })).toBe('203.0.113.9');
  });

  it('falls back to the socket, then to "unknown"', () => {
    expect(clientAddress({ headers: { 'x-forwarded-for': ' , ' }, socket: { remoteAddress: '127.0.0.1' } })).toBe('127.0.0.1');
    expect(clientAddress({ headers: {} })).toBe('unknown');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
