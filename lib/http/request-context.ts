import { randomUUID } from "node:crypto";

import { processAsyncContext } from "@/lib/process/async-context";

export const REQUEST_ID_HEADER = "X-Request-Id";

// A caller's own id is kept when it is short and plain, so it can correlate its logs with ours.
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFor(request: Request): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER);
  return incoming && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Who is calling, for code deep inside a request (e.g. next-auth's callbacks recording a session). */
interface RequestScope {
  clientAddress: string;
  userAgent: string | null;
  /** A personal access token limited to one team: the caller acts only within it (lib/teams/membership.ts). */
  teamLimit?: string;
}

const scope = processAsyncContext<RequestScope>("request");

export function runInRequestScope<T>(value: RequestScope, work: () => T): T {
  return scope.run(value, work);
}

export function requestScope(): RequestScope | undefined {
  return scope.getStore();
}
