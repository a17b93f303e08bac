import { describe, expect, it } from 'vitest';
import { forbiddenKeyPath } from './plain-input';

describe('forbiddenKeyPath', () => {
  it('finds "__proto__", "constructor" and "prototype" keys at any depth, JSON.parse made them own keys', () => {
    expect(forbiddenKeyPath(JSON.parse('{"a":1,"__proto__":{"admin":true}}'))).toBe('__proto__');
    expect(forbiddenKeyPath(JSON.parse('{"b":{"c":[{"d":1},{"constructor":{"x":1}}]}}'))).toBe('b.c.1.constructor');
    expect(forbiddenKeyPath({ a: { prototype: 1 } })).toBe('a.prototype');
  });

  it('passes plain data', () => {
    expect(forbiddenKeyPath({ a: 1, b: [{ c: 'constructor' }], proto: 'x' })).toBeNull();
    expect(forbiddenKeyPath('texto')).toBeNull();
    expect(forbiddenKeyPath(null)).toBeNull();
  });
});
