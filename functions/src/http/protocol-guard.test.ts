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
    expect(protocolRefusal(request({ body: JSON.parse('{"data":{"name":"__proto__","note":"constructor"}}') }))).toBeNull();
  });

  it.each([
    ['another method', { method: 'GET' }, /método POST/],
    ['another content type', { type: 'text/plain' }, /Content-Type: application\/json/],
    ['no data', { body: {} }, /único campo, "data"/],
    ['a field beside data', { body: { data: {}, extra: 1 } }, /único campo, "data"/],
    ['an array for a body', { body: [] }, /único campo, "data"/],
  ])('refuses %s in pt-BR', (_case, over, reason) => {
    expect(protocolRefusal(request(over))).toEqual({ field: '_', reason: expect.stringMatching(reason) });
  });

  it('measures depth without recursion, so 100,000 levels are refused instead of overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nestsDeeperThan(deep, MAX_INPUT_DEPTH)).toBe(true);
    expect(protocolRefusal(request({ body: { data: deep } }))?.reason).toMatch(/aninhamento demais/);
    let allowed: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) allowed = { a: allowed };
    expect(nestsDeeperThan(allowed, MAX_INPUT_DEPTH)).toBe(false);
    expect(nestsDeeperThan({ a: allowed }, MAX_INPUT_DEPTH)).toBe(true);
  });

  // JSON.parse keeps "__proto__" as an own key; the platform's decoding of `data` (obj[k] = decode(v)) would make it
  // the prototype of what the schemas read, where no later check of own keys sees it.
  it.each([
    ['{"data":{"__proto__":{"admin":true}}}', '__proto__'],
    ['{"data":{"filters":{"constructor":{"prototype":{}}}}}', 'filters.constructor'],
    ['{"data":{"items":[{"ok":1},{"prototype":1}]}}', 'items.1.prototype'],
    ['{"data":[{"__proto__":null}]}', '0.__proto__'],
  ])('refuses %s, naming the field as the pipeline does', (raw, field) => {
    expect(protocolRefusal(request({ body: JSON.parse(raw) }))).toEqual({ field, reason: 'Campo não permitido.' });
  });

  it('reads `data` as the body’s own key only, not one its prototype lends', () => {
    expect(protocolRefusal(request({ body: JSON.parse('{"__proto__":{"data":{}}}') }))).toEqual({
      field: '_',
      reason: expect.stringMatching(/único campo, "data"/),
    });
  });
});
