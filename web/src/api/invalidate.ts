import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks every query under each prefix stale and refetches the ones on screen; resolves when those are back. */
export async function invalidate(client: QueryClient, ...prefixes: readonly QueryKey[]): Promise<void> {
  await Promise.all(prefixes.map((queryKey) => client.invalidateQueries({ queryKey })));
}
