/**
 * What a route handler returns; the wrapper serializes it and adds the common headers. The status
 * is a literal type, so `handle` can hold it (and the body) to what the operation documents.
 */
export interface Reply<Status extends number = number, Body = unknown> {
  status: Status;
  body: Body;
  headers?: Record<string, string>;
}

export const ok = <Body>(body: Body, headers?: Record<string, string>): Reply<200, Body> => ({ status: 200, body, headers });
export const created = <Body>(body: Body, headers?: Record<string, string>): Reply<201, Body> => ({ status: 201, body, headers });
export const accepted = <Body>(body: Body, headers?: Record<string, string>): Reply<202, Body> => ({ status: 202, body, headers });
export const noContent = (): Reply<204, undefined> => ({ status: 204, body: undefined });
