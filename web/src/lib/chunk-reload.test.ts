import { describe, expect, it, vi } from 'vitest';
import { chunkOnce, hasChunkFailure, pageLoader, reloadIfChunkFailed } from './chunk-reload';

describe('failed page chunk', () => {
  it('is remembered, and the next navigation reloads the app at its target once', async () => {
    const assign = vi.fn();
    expect(reloadIfChunkFailed('/clients', assign)).toBe(false);
    const load = pageLoader(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toThrow(/dynamically imported/);
    expect(hasChunkFailure()).toBe(true);
    expect(reloadIfChunkFailed('/lawsuits?x=1#top', assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/lawsuits?x=1#top');
    expect(reloadIfChunkFailed('/faq', assign)).toBe(false);
  });
});

describe('a chunk loaded once', () => {
  it('downloads once however often it is asked for, and hands back what arrived without waiting', async () => {
    const load = vi.fn(() => Promise.resolve('Página'));
    const chunk = chunkOnce(load);
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.load(), chunk.load()]);
    expect([a, b, chunk.loaded()]).toEqual(['Página', 'Página', 'Página']);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
