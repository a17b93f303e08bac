/**
 * The Functions emulator answers each request a function serves at once in a worker process of its own
 * (about 150 MB, 1.2 s to start) and keeps every worker it started; a deployed instance takes many requests at
 * once. A build for the emulators therefore keeps few requests in flight per function, so a laptop running
 * `npm start` holds a few workers, not one per request the busiest page ever sent together. Deployed builds
 * send everything at once.
 */
import { headStartsSent } from './head-start';

type Limit = <T>(task: () => Promise<T>) => Promise<T>;

export function limiter(max: number, sentBefore: () => readonly Promise<unknown>[] = () => []): Limit {
  let active = 0;
  const waiting: (() => void)[] = [];
  const counted = new WeakSet<Promise<unknown>>();
  const done = () => {
    active--;
    waiting.shift()?.();
  };
  // Requests sent outside the app (the head script's, which may start after this module loaded) hold their
  // places until they settle, each counted once.
  const countSentBefore = () => {
    for (const request of sentBefore()) {
      if (counted.has(request)) continue;
      counted.add(request);
      active++;
      void request.finally(done);
    }
  };
  return async (task) => {
    countSentBefore();
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      done();
    }
  };
}

const unlimited: Limit = (task) => task();
const local = Boolean(import.meta.env.VITE_EMULATOR_HOST);

/** Calls to the API function: the session's and the dashboard's leave together, the rest queue behind them. */
export const limitApiCall: Limit = local ? limiter(2, headStartsSent) : unlimited;
/** Reads from the files function (images of a list, one after the other: each takes a few milliseconds). */
export const limitFileRead: Limit = local ? limiter(1) : unlimited;
