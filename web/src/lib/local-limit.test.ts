import { describe, expect, it } from 'vitest';
import { limiter } from './local-limit';

/** A promise and the function that settles it. */
function held(): { promise: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release: () => release() };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the local call limit', () => {
  it('keeps at most its number of calls in flight, the next leaving as one settles', async () => {
    const limit = limiter(2);
    const calls = [held(), held(), held()];
    const started: number[] = [];
    const all = calls.map((call, i) =>
      limit(() => {
        started.push(i);
        return call.promise;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    calls[1]!.release();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    calls[0]!.release();
    calls[2]!.release();
    await Promise.all(all);
  });

  it('counts the head script’s calls, even those sent after it was created, until they settle', async () => {
    const sent: Promise<unknown>[] = [];
    const limit = limiter(2, () => sent);
    // The head script reads the saved token from IndexedDB: its calls may leave after the app's code loaded.
    const head = [held(), held()];
    sent.push(...head.map((h) => h.promise));
    let started = false;
    const call = limit(() => {
      started = true;
      return Promise.resolve();
    });
    await tick();
    expect(started).toBe(false);
    head[0]!.release();
    await tick();
    expect(started).toBe(true);
    await call;
    // Counted once: a second call leaves beside the head script's one still in flight.
    let second = false;
    await limit(() => {
      second = true;
      return Promise.resolve();
    });
    expect(second).toBe(true);
    head[1]!.release();
  });
});
