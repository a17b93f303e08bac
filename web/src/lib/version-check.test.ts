import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, startVersionCheck } from './version-check';

function fetcherFor(buildId: string) {
  return vi.fn(async () => new Response(JSON.stringify({ buildId, builtAt: '2026-11-23T12:00:00Z' }), { status: 200 })) as unknown as typeof fetch &
    ReturnType<typeof vi.fn>;
}

describe('version check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  it('fetches latest.json 1 s after start and then every hour, announcing a newer build once', async () => {
    const fetcher = fetcherFor('new-build');
    const onNew = vi.fn();
    const stop = startVersionCheck(onNew, { fetcher, currentBuildId: 'old-build' });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(String(fetcher.mock.calls[0]?.[0])).toMatch(/^\/latest\.json\?t=\d+$/);
    expect(onNew).toHaveBeenCalledWith({ buildId: 'new-build', builtAt: '2026-11-23T12:00:00Z' });
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(onNew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('says nothing while the running build is the latest', async () => {
    const onNew = vi.fn();
    const stop = startVersionCheck(onNew, { fetcher: fetcherFor('same'), currentBuildId: 'same' });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS + CHECK_INTERVAL_MS);
    expect(onNew).not.toHaveBeenCalled();
    stop();
  });

  it('skips the early check on slow-2g, keeping the hourly one', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true });
    const fetcher = fetcherFor('x');
    const stop = startVersionCheck(vi.fn(), { fetcher, currentBuildId: 'y' });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS * 10);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetcher).toHaveBeenCalledTimes(1);
    stop();
  });
});
