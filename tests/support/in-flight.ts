/**
 * Runs `fn` over `items` with at most `limit` calls in flight. The Functions emulator starts a worker process
 * (about 130 MB) for every call that finds the others busy and keeps it to the end of the run, so a burst of N
 * calls at once leaves N workers; a bounded burst still overlaps its calls, which is what a race needs.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
