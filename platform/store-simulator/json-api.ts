// Builds ASC-shaped documents: resources filtered by fields[...], one level of `include`
// with limit[...] per relationship, cursor pagination with links.next and meta.paging.

import { AscHttpError, ascErrors } from "./asc-errors";
import type { ParsedQuery } from "./query";
import { RESOURCES, type ResourceTypeName, type Row } from "./resources";
import type { SimState } from "./state";

/** ASC documents only the maxima; these defaults are the simulator's choice (its README). */
const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_INCLUDED_LIMIT = 10;

export interface DocumentContext {
  state: SimState;
  query: ParsedQuery;
  /** Absolute URL of the API root, e.g. http://127.0.0.1:3000/store-sim */
  apiRoot: string;
  /** Absolute URL of this request under apiRoot, with its query (for links.self). */
  selfUrl: string;
  /** An image's `templateUrl` (Apple's CDN address with `{w}`, `{h}` and `{f}` left in) from its asset token. */
  imageTemplateUrl: (assetToken: string) => string;
  /** The simulated time (ms), for attributes computed when read (a phased release's day). */
  now: number;
}

type Json = Record<string, unknown>;

function withoutNulls(values: Record<string, unknown>): Json {
  // ASC omits unset attributes; the description types most of them as non-nullable.
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}

function allowed(ctx: DocumentContext, type: string, name: string): boolean {
  const fields = ctx.query.fields.get(type);
  return !fields || fields.has(name);
}

function serialize(ctx: DocumentContext, type: ResourceTypeName, row: Row, included: Map<string, Json> | undefined): Json {
  const resource = RESOURCES[type];
  const self = `${ctx.apiRoot}${resource.selfPath(row.id)}`;
  const attributes = withoutNulls(resource.attributes(row as never, ctx.now, ctx.imageTemplateUrl));
  const relationships: Json = {};
  for (const [name, rel] of Object.entries(resource.relationships)) {
    if (!allowed(ctx, type, name)) continue;
    const out: Json = {};
    if (rel.links) out.links = { self: `${self}/relationships/${name}`, related: `${self}/${name}` };
    const isIncluded = included !== undefined && ctx.query.include.includes(name);
    if (rel.resolve && rel.target && (isIncluded || (!rel.toMany && !rel.links))) {
      const related = rel.resolve(row as never, ctx.state);
      if (rel.toMany) {
        const limit = ctx.query.includeLimits.get(name) ?? DEFAULT_INCLUDED_LIMIT;
        const shown = related.slice(0, limit);
        out.data = shown.map((r) => ({ type: rel.target, id: r.id }));
        out.meta = { paging: { total: related.length, limit } };
        if (isIncluded) for (const r of shown) addIncluded(ctx, rel.target, r, included!);
      } else if (related[0]) {
        out.data = { type: rel.target, id: related[0].id };
        if (isIncluded) addIncluded(ctx, rel.target, related[0], included!);
      }
    }
    if (Object.keys(out).length > 0) relationships[name] = out;
  }
  const result: Json = { type, id: row.id };
  const shownAttributes = Object.fromEntries(Object.entries(attributes).filter(([name]) => allowed(ctx, type, name)));
  if (Object.keys(shownAttributes).length > 0) result.attributes = shownAttributes;
  if (Object.keys(relationships).length > 0) result.relationships = relationships;
  result.links = { self };
  return result;
}

function addIncluded(ctx: DocumentContext, type: ResourceTypeName, row: Row, included: Map<string, Json>): void {
  const key = `${type}/${row.id}`;
  if (!included.has(key)) included.set(key, serialize(ctx, type, row, undefined));
}

function selfLink(ctx: DocumentContext): string {
  return ctx.selfUrl;
}

export function singleDocument(ctx: DocumentContext, type: ResourceTypeName, row: Row): Json {
  const included = new Map<string, Json>();
  const data = serialize(ctx, type, row, included);
  const document: Json = { data, links: { self: selfLink(ctx) } };
  if (included.size > 0) document.included = [...included.values()];
  return document;
}

// Cursors are opaque to clients; ours encode the offset (ASC's look alike: base64 JSON).
function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset: String(offset) })).toString("base64url");
}

function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const offset = Number((JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { offset?: unknown }).offset);
    if (Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through to the error below
  }
  throw new AscHttpError(ascErrors.parameterInvalid("cursor", `The cursor '${cursor}' is not valid`));
}

export function collectionDocument(ctx: DocumentContext, type: ResourceTypeName, rows: Row[]): Json {
  const { shown, links, paging } = paginate(ctx, rows);
  const included = new Map<string, Json>();
  const data = shown.map((row) => serialize(ctx, type, row, included));
  const document: Json = { data, links, meta: { paging } };
  if (included.size > 0) document.included = [...included.values()];
  return document;
}

/** `GET …/relationships/{name}`: the related resources' type and id only (a linkage document). */
export function linkageDocument(ctx: DocumentContext, type: ResourceTypeName, rows: Row[], toMany: boolean): Json {
  if (!toMany) return { data: rows[0] ? { type, id: rows[0].id } : null, links: { self: selfLink(ctx) } };
  const { shown, links, paging } = paginate(ctx, rows);
  return { data: shown.map((row) => ({ type, id: row.id })), links, meta: { paging } };
}

function paginate(ctx: DocumentContext, rows: Row[]): { shown: Row[]; links: Json; paging: Json } {
  const limit = ctx.query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = decodeCursor(ctx.query.cursor);
  const links: Json = { self: selfLink(ctx) };
  const paging: Json = { total: rows.length, limit };
  if (offset + limit < rows.length) {
    const cursor = encodeCursor(offset + limit);
    const next = new URL(selfLink(ctx));
    next.searchParams.set("cursor", cursor);
    next.searchParams.set("limit", String(limit));
    links.next = next.href;
    paging.nextCursor = cursor;
  }
  return { shown: rows.slice(offset, offset + limit), links, paging };
}
