import { Button } from "./button";

/** "Load more" under a keyset-paginated list (see `useLoadMore`). */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  loadMore,
  label = "Load more",
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  loadMore: () => void;
  label?: string;
}) {
  if (!hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button variant="secondary" onClick={loadMore} pending={isFetchingNextPage}>
        {isFetchingNextPage ? "Loading…" : label}
      </Button>
    </div>
  );
}
