// What the client's groups of calls are built from (client.ts makes them once per client): a
// checked JSON request, a collection read across pages, a bare request and a relationship.

import type { ANSWERS } from "./answers";
import type { Query, StoreRequest, StoreResponse } from "./transport";
import type { Collected } from "./types";

export type Answer = (typeof ANSWERS)[keyof typeof ANSWERS];

export interface ClientParts {
  /** The request's JSON document, checked as `answer` before anything uses it (./answers.ts). */
  json<T>(request: StoreRequest, answer: Answer): Promise<T>;
  /** Every page (following links.next), or up to the first page for which `enough(page)` is true. */
  collect<Data, Included>(
    path: string,
    query: Query,
    answer: Answer,
    enough?: (page: Data[]) => boolean,
  ): Promise<Collected<Data, Included>>;
  send(request: StoreRequest): Promise<StoreResponse>;
  rel<T extends string>(type: T, id: string): { data: { type: T; id: string } };
  /**
   * One part of a file to the address App Store Connect gave for it (an upload operation, which
   * needs no token and is not an API request, so spends no budget), within the request timeout.
   * Throws a StoreError when the answer is not 2xx.
   */
  upload(operation: { method: string; url: string; headers: Record<string, string> }, part: Uint8Array): Promise<void>;
  /**
   * An image App Store Connect serves (a screenshot's template URL filled in), at most `maxBytes`:
   * no token and no budget, like an upload. Throws a StoreError when it cannot be fetched.
   */
  download(url: string, maxBytes: number): Promise<Buffer>;
}
