import { InvalidQueryError } from './errors';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Object paths are "a/b/c.pdf": no empty, dot-only or traversal segments, in both adapters. */
export function assertObjectPath(path: string): void {
  const segments = path.split('/');
  if (path.length > 1024 || segments.length < 2 || !segments.every((s) => SEGMENT.test(s) && s !== '..' && s !== '.')) {
    throw new InvalidQueryError(`Invalid object path: ${JSON.stringify(path)}`);
  }
}

export function assertObjectPrefix(prefix: string): void {
  if (!prefix.split('/').every((s) => SEGMENT.test(s))) throw new InvalidQueryError(`Invalid object prefix: ${JSON.stringify(prefix)}`);
}
