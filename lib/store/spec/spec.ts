// The trimmed App Store Connect description (see extract.ts), typed loosely: code walks it
// as data (parameters, schemas), and the precise TypeScript types live in asc-types.ts.

import specJson from "./asc-openapi.json";

export interface SpecParameter {
  name: string;
  in: "query" | "path" | "header";
  required?: boolean;
  style?: string;
  explode?: boolean;
  schema: {
    type?: string;
    enum?: string[];
    maximum?: number;
    items?: { type?: string; enum?: string[] };
  };
}

export interface SpecOperation {
  operationId: string;
  parameters?: SpecParameter[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
}

interface SpecDocument {
  info: { version: string };
  paths: Record<string, Record<string, SpecOperation | SpecParameter[]>>;
  components: { schemas: Record<string, unknown> };
}

export const ascSpec = specJson as unknown as SpecDocument;

interface MatchedOperation {
  /** Path template from the description, e.g. `/v1/apps/{id}`. */
  template: string;
  method: string;
  operation: SpecOperation;
  /** Value of `{id}` when the template has one. */
  id: string | undefined;
}

const templates = Object.keys(ascSpec.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{id\}/g, "([^/]+)")}$`),
}));

/** The described operation for a method and a path (relative to the API root), if any. */
export function matchOperation(method: string, path: string): MatchedOperation | undefined {
  const lower = method.toLowerCase();
  for (const { template, pattern } of templates) {
    const match = pattern.exec(path);
    if (!match) continue;
    const operation = ascSpec.paths[template]?.[lower];
    if (!operation || Array.isArray(operation)) return undefined;
    return { template, method: lower, operation, id: match[1] && decodeURIComponent(match[1]) };
  }
  return undefined;
}

/** Does the path exist at all (for 404 vs 405)? */
export function pathIsDescribed(path: string): boolean {
  return templates.some(({ pattern }) => pattern.test(path));
}
