/**
 * A callable's input must be plain data. JSON.parse makes "__proto__" an own key, and a schema that copies or
 * spreads the object would hand it on as the prototype of what it builds; "constructor" and "prototype" are no
 * better. No field of any contract has these names, so such an input is refused before any schema sees it.
 */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** The path ("filters.__proto__") of the first forbidden key at any depth, or null when there is none. */
export function forbiddenKeyPath(value: unknown, path: string[] = []): string | null {
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = [...path, key];
    if (FORBIDDEN.has(key)) return here.join('.');
    const found = forbiddenKeyPath(inner, here);
    if (found) return found;
  }
  return null;
}
