// Reads derived from the resource definitions: for every GET in the trimmed description that no
// hand-written handler serves, the path's shape says what to answer (a collection, one resource,
// a related resource or collection, or a relationship's linkage). A GET the definitions cannot
// serve fails at start-up, so adding an operation without its data is caught at once.

import { ascSpec } from "@/lib/store/spec/spec";

import { AscHttpError, ascErrors } from "../asc-errors";
import { applyFilters, findOrThrow, ok, type Handler, type HandlerContext } from "../handler-context";
import { collectionDocument, linkageDocument, singleDocument } from "../json-api";
import { type ImageTemplateUrl, RESOURCES, type ResourceTypeName, type Row } from "../resources";

const SHAPE = /^\/v\d\/(?<type>[A-Za-z]+)(?:\/\{id\}(?:\/(?<linkage>relationships\/)?(?<relationship>[A-Za-z0-9]+))?)?$/;

/** Handlers for the described GET operations missing from `handwritten`, keyed by operation id. */
export function genericReadHandlers(handwritten: Record<string, Handler>): Record<string, Handler> {
  const handlers: Record<string, Handler> = {};
  for (const [template, item] of Object.entries(ascSpec.paths)) {
    const operation = item.get;
    if (!operation || Array.isArray(operation) || handwritten[operation.operationId]) continue;
    handlers[operation.operationId] = readHandler(template);
  }
  return handlers;
}

function readHandler(template: string): Handler {
  const shape = SHAPE.exec(template)?.groups;
  const type = shape?.type as ResourceTypeName | undefined;
  if (!shape || !type || !(type in RESOURCES)) throw new Error(`The simulator holds no data for GET ${template}`);
  const resource = RESOURCES[type];
  if (!template.includes("{id}")) {
    return (ctx) => ok(collectionDocument(ctx, type, filtered(ctx, type, resource.rows(ctx.state))));
  }
  if (!shape.relationship) {
    return (ctx) => ok(singleDocument(ctx, type, findOrThrow(resource.rows(ctx.state), ctx.id, type)));
  }
  const relationship = resource.relationships[shape.relationship];
  const target = relationship?.target;
  if (!relationship?.resolve || !target) throw new Error(`The simulator cannot resolve GET ${template}`);
  const resolve = relationship.resolve as (row: Row, state: HandlerContext["state"]) => Row[];
  return (ctx) => {
    const related = resolve(findOrThrow(resource.rows(ctx.state), ctx.id, type), ctx.state);
    if (shape.linkage) return ok(linkageDocument(ctx, target, related, relationship.toMany));
    if (relationship.toMany) return ok(collectionDocument(ctx, target, filtered(ctx, target, related)));
    // Nothing on the other end of a to-one relationship: the described response needs a resource.
    if (!related[0]) throw new AscHttpError(ascErrors.notFound(target, `${type}/${ctx.id}/${shape.relationship}`));
    return ok(singleDocument(ctx, target, related[0]));
  };
}

/** filter[attribute] and filter[id] over the type's own attributes; other filters are refused as not implemented. */
function filtered(ctx: HandlerContext, type: ResourceTypeName, rows: Row[]): Row[] {
  if (ctx.query.filters.size === 0 || rows.length === 0) return rows;
  const attributes = RESOURCES[type].attributes as (row: Row, now: number, images: ImageTemplateUrl) => Record<string, unknown>;
  const names = Object.keys(attributes(rows[0]!, ctx.now, ctx.imageTemplateUrl));
  const accessors = Object.fromEntries(
    names.map((name) => [
      name,
      (row: Row) => (attributes(row, ctx.now, ctx.imageTemplateUrl)[name] ?? null) as string | number | boolean | null,
    ]),
  );
  return applyFilters(rows, ctx, { ...accessors, id: (row) => row.id });
}
