import { Button } from './primitives';

/** What the button needs of an infinite query (`useInfiniteQuery`'s result). */
interface NextPages {
  isFetchingNextPage: boolean;
  /** The rows of the previous filter, shown while the new one loads: no page of theirs is asked for. */
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Carregar mais" under a list read page after page; "Carregando…" while the next page comes. */
export function LoadMoreButton({ query }: { query: NextPages }) {
  return (
    <Button variant="secondary" disabled={query.isFetchingNextPage || query.isPlaceholderData} onClick={() => void query.fetchNextPage()}>
      {query.isFetchingNextPage ? 'Carregando…' : 'Carregar mais'}
    </Button>
  );
}
