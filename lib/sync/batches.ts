/**
 * A sync runs in the same process (and on the same JavaScript thread) as the requests of every
 * user: work on tens of thousands of rows is done a batch at a time, giving the event loop back
 * between batches, so a request waits for one batch at most, never for a whole sync.
 */

/** Rows compared, mapped or written between two turns of the event loop. */
export const SYNC_BATCH = 100;

/** Lets the event loop serve what is waiting (requests, I/O, timers) before the work goes on. */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Calls `work` on `items` a batch at a time, in order, yielding to the event loop after each batch. */
export async function inBatches<T>(items: readonly T[], work: (batch: T[]) => Promise<unknown>, size: number = SYNC_BATCH): Promise<void> {
  for (let at = 0; at < items.length; at += size) {
    await work(items.slice(at, at + size));
    await yieldToEventLoop();
  }
}

/** Rows read per query when a sync reads all of an app's stored rows of a kind. */
const READ_PAGE = 1_000;

/**
 * Every row `readPage` finds, a page at a time in `storeId` order (keyset: rows after `after`,
 * at most `take`), yielding to the event loop between pages: an app's reviews can be tens of
 * thousands, and turning them into objects at once would hold the thread for as long.
 */
export async function readInPages<Row extends { storeId: string }>(
  readPage: (after: string | undefined, take: number) => Promise<Row[]>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let after: string | undefined; ;) {
    const page = await readPage(after, READ_PAGE);
    rows.push(...page);
    if (page.length < READ_PAGE) return rows;
    after = page.at(-1)!.storeId;
    await yieldToEventLoop();
  }
}
