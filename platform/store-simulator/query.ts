// Parses and checks query parameters against the operation's parameters in Apple's
// description, the way ASC does: unknown parameters, values outside an enum, limits above
// the maximum and missing required filters are 400 PARAMETER_ERROR.* responses.

import type { SpecOperation } from "@/lib/store/spec/spec";
import { AscHttpError, ascErrors } from "./asc-errors";

export interface ParsedQuery {
  /** fields[type] -> allowed attribute/relationship names. */
  fields: Map<string, Set<string>>;
  include: string[];
  /** limit[relationship] for included to-many relationships. */
  includeLimits: Map<string, number>;
  limit: number | undefined;
  filters: Map<string, string[]>;
  exists: Map<string, boolean>;
  sort: string[];
  cursor: string | undefined;
}

export function parseQuery(params: URLSearchParams, operation: SpecOperation): ParsedQuery {
  const declared = new Map((operation.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p]));
  const parsed: ParsedQuery = {
    fields: new Map(),
    include: [],
    includeLimits: new Map(),
    limit: undefined,
    filters: new Map(),
    exists: new Map(),
    sort: [],
    cursor: undefined,
  };
  for (const [name, raw] of params) {
    // `cursor` is how ASC's links.next pages; the description leaves it implicit.
    if (name === "cursor" && declared.has("limit")) {
      parsed.cursor = raw;
      continue;
    }
    const param = declared.get(name);
    if (!param) throw new AscHttpError(ascErrors.parameterIllegal(name));
    const schema = param.schema;
    if (schema.type === "array") {
      const values = raw.split(",").filter((value) => value !== "");
      const allowed = schema.items?.enum;
      const bad = allowed ? values.find((value) => !allowed.includes(value)) : undefined;
      if (bad !== undefined) throw new AscHttpError(ascErrors.parameterInvalid(name, `'${bad}' is not a valid value for '${name}'`));
      if (values.length === 0) throw new AscHttpError(ascErrors.parameterInvalid(name, `'${name}' must not be empty`));
      const fieldsType = /^fields\[(.+)\]$/.exec(name)?.[1];
      if (fieldsType) parsed.fields.set(fieldsType, new Set(values));
      else if (name === "include") parsed.include = values;
      else if (name === "sort") parsed.sort = values;
      else if (name.startsWith("filter[")) parsed.filters.set(name.slice(7, -1), values);
    } else if (schema.type === "integer") {
      const value = Number(raw);
      const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
      if (!/^\d+$/.test(raw) || value < 1 || value > max) {
        throw new AscHttpError(
          ascErrors.parameterInvalid(name, `The value '${raw}' for '${name}' must be an integer between 1 and ${max}`),
        );
      }
      const relationship = /^limit\[(.+)\]$/.exec(name)?.[1];
      if (relationship) parsed.includeLimits.set(relationship, value);
      else parsed.limit = value;
    } else if (schema.type === "boolean") {
      if (raw !== "true" && raw !== "false") throw new AscHttpError(ascErrors.parameterInvalid(name, `'${name}' must be true or false`));
      parsed.exists.set(name.slice(7, -1), raw === "true");
    }
  }
  for (const param of declared.values()) {
    if (param.required && !params.has(param.name)) throw new AscHttpError(ascErrors.parameterRequired(param.name));
  }
  return parsed;
}
