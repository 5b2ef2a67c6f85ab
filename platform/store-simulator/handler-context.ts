// What every operation handler receives and returns, plus small lookups they share.

import type { VerifiedKey } from "./auth";
import { AscHttpError, ascErrors } from "./asc-errors";
import type { DocumentContext } from "./json-api";
import type { Row } from "./resources";
import type { UploadStore } from "./upload-store";

export interface HandlerContext extends DocumentContext {
  /** `{id}` from the path, when the operation has one. */
  id: string | undefined;
  /** Request body, already validated against the operation's request schema. */
  body: unknown;
  key: VerifiedKey;
  /** How long App Review takes from submission to verdict, in ms (control: review-time). */
  reviewMs: number;
  /** How long Apple processes a committed screenshot, in ms of simulated time (control: screenshot-processing). */
  screenshotProcessingMs: number;
  /** The bytes uploaded for screenshots, in this sandbox's memory (never in the saved state). */
  uploads: UploadStore;
  /** Webhook URLs may be plain http on loopback (the simulator's `allowInsecureWebhookUrls`). */
  allowInsecureWebhookUrls: boolean;
  /** Marks the state as changed, so the simulator persists it after the response. */
  changed(): void;
  /** A new deterministic resource id. */
  newId(): string;
}

export interface HandlerResult {
  status: number;
  json?: unknown;
  bytes?: Uint8Array;
  contentType?: string;
}

export type Handler = (ctx: HandlerContext) => HandlerResult;

export function findOrThrow<T extends Row>(rows: T[], id: string | undefined, type: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new AscHttpError(ascErrors.notFound(type, id ?? ""));
  return row;
}

/** For ids in a request body's relationships: ASC answers 409, not 404. */
export function findRelatedOrThrow<T extends Row>(rows: T[], id: string, pointer: string, type: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) throw new AscHttpError(ascErrors.relationshipInvalid(pointer, `There is no resource of type '${type}' with id '${id}'`));
  return row;
}

type Accessor<T> = (row: T) => string | number | boolean | null;

/** Applies filter[...] values ASC-style (any of the comma-separated values matches). */
export function applyFilters<T>(rows: T[], ctx: HandlerContext, supported: Record<string, Accessor<T>>): T[] {
  let result = rows;
  for (const [name, values] of ctx.query.filters) {
    const accessor = supported[name];
    if (!accessor) {
      throw new AscHttpError(ascErrors.parameterInvalid(`filter[${name}]`, `The simulator does not implement 'filter[${name}]'`));
    }
    result = result.filter((row) => values.includes(String(accessor(row))));
  }
  return result;
}

// One collator for every comparison (`localeCompare` with options builds one per call), and
// timestamps compared as plain strings (ISO 8601 sorts as text): sorting a large app's 50,000
// reviews for each page took a second before.
const collator = new Intl.Collator("en", { numeric: true });
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT/;

function compareValues(x: string | number | boolean, y: string | number | boolean): number {
  if (typeof x === "number" && typeof y === "number") return x - y;
  const [a, b] = [String(x), String(y)];
  if (a === b) return 0;
  if (ISO_INSTANT.test(a) && ISO_INSTANT.test(b)) return a < b ? -1 : 1;
  return collator.compare(a, b);
}

/** Applies sort=a,-b with the given sort keys. */
export function applySort<T>(rows: T[], sort: string[], keys: Record<string, Accessor<T>>): T[] {
  if (sort.length === 0) return rows;
  const compare = (a: T, b: T): number => {
    for (const expression of sort) {
      const descending = expression.startsWith("-");
      const accessor = keys[descending ? expression.slice(1) : expression];
      if (!accessor) continue;
      const order = compareValues(accessor(a) ?? "", accessor(b) ?? "");
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  };
  return [...rows].sort(compare);
}

export function ok(json: unknown, status = 200): HandlerResult {
  return { status, json };
}
