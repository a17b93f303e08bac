import { describe, expect, it, vi } from 'vitest';
import { hasChunkFailure, pageLoader, reloadIfChunkFailed } from './chunk-reload';

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
