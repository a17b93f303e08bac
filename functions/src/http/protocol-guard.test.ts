import { describe, expect, it } from 'vitest';
import { MAX_INPUT_DEPTH, nestsDeeperThan, protocolRefusal } from './protocol-guard';

const request = (over: { method?: string; type?: string; body?: unknown }) => ({
  method: over.method ?? 'POST',
  body: 'body' in over ? over.body : { data: {} },
  header: (name: string) => (name.toLowerCase() === 'content-type' ? (over.type ?? 'application/json; charset=utf-8') : undefined),
});

describe('the callable protocol, checked before the platform decodes a request', () => {
  it('lets a well-formed call through', () => {
    expect(protocolRefusal(request({ body: { data: { client: { name: 'Ana', phones: [{ number: '1' }] } } } }))).toBeNull();
  });

  it.each([
    ['another method', { method: 'GET' }, /método POST/],
    ['another content type', { type: 'text/plain' }, /Content-Type: application\/json/],
    ['no data', { body: {} }, /único campo, "data"/],
    ['a field beside data', { body: { data: {}, extra: 1 } }, /único campo, "data"/],
    ['an array for a body', { body: [] }, /único campo, "data"/],
  ])('refuses %s in pt-BR', (_case, over, reason) => {
    expect(protocolRefusal(request(over))).toMatch(reason);
  });

  it('measures depth without recursion, so 100,000 levels are refused instead of overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nestsDeeperThan(deep, MAX_INPUT_DEPTH)).toBe(true);
    expect(protocolRefusal(request({ body: { data: deep } }))).toMatch(/aninhamento demais/);
    let allowed: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) allowed = { a: allowed };
    expect(nestsDeeperThan(allowed, MAX_INPUT_DEPTH)).toBe(false);
    expect(nestsDeeperThan({ a: allowed }, MAX_INPUT_DEPTH)).toBe(true);
  });
});
