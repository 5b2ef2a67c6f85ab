import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

import { getOpenApiDocument } from "@/lib/openapi/document";

import type { Exchange } from "./exchanges";

// Every exchange a test file makes with the API is held against the served OpenAPI document, as a
// client generated from it would hold it (ajv, JSON Schema 2020-12): an answer's status must be
// documented for its operation and its JSON body match the schema given; a request body the server
// took (2xx) must match the operation's request schema, so no generated validator refuses what the
// server accepts.

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  /** Path parameters: the fewer, the more specific (`/apps/portfolio` before `/apps/{appId}`). */
  params: number;
  spec: {
    requestBody?: { content?: Record<string, { schema?: unknown }> };
    responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  };
}

interface Contract {
  operations: Operation[];
  validator(schema: unknown): ValidateFunction;
}

const COMPONENTS_ID = "https://contract.test/components";
const KEY = Symbol.for("app-publishing-service.test-contract");

/** The document's operations and a validator cache, built once per worker (the document does not change in a run). */
function contract(): Contract {
  const holder = globalThis as { [KEY]?: Contract };
  if (holder[KEY]) return holder[KEY];
  const document = JSON.parse(JSON.stringify(getOpenApiDocument())) as {
    paths: Record<string, Record<string, Operation["spec"]>>;
    components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  };
  // Shared answers (`#/components/responses/…`) in place, as a client reads them.
  const responses = document.components?.responses ?? {};
  for (const item of Object.values(document.paths))
    for (const spec of Object.values(item))
      for (const [status, response] of Object.entries(spec.responses ?? {})) {
        const ref = (response as { $ref?: string }).$ref;
        if (ref) spec.responses![status] = responses[ref.replace("#/components/responses/", "")] as typeof response;
      }
  // References point into the components, added as one schema of their own.
  const pointTo = (node: unknown, target: string): unknown =>
    JSON.parse(JSON.stringify(node), (key, value: unknown) =>
      key === "$ref" && typeof value === "string" ? value.replace("#/components/schemas/", `${target}#/$defs/`) : value,
    );
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: pointTo(document.components?.schemas ?? {}, "") }, COMPONENTS_ID);
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^/api${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\?\{[^}]+\\?\}/g, "[^/]+")}$`);
    for (const [method, spec] of Object.entries(item)) {
      if (typeof spec !== "object" || !spec || !("responses" in spec)) continue;
      operations.push({ method: method.toUpperCase(), template, pattern, params: (template.match(/\{/g) ?? []).length, spec });
    }
  }
  operations.sort((a, b) => a.params - b.params);
  const compiled = new Map<unknown, ValidateFunction>();
  const contractValue: Contract = {
    operations,
    validator(schema) {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = ajv.compile(pointTo(schema, COMPONENTS_ID) as object);
        compiled.set(schema, validate);
      }
      return validate;
    },
  };
  holder[KEY] = contractValue;
  return contractValue;
}

/** What in `exchanges` the document does not describe, in words (empty when all of it is). */
export function contractMismatches(exchanges: Exchange[]): string[] {
  if (exchanges.length === 0) return [];
  const { operations, validator } = contract();
  const mismatches: string[] = [];
  for (const exchange of exchanges) {
    const path = exchange.url.split("?")[0]!;
    const operation = operations.find((candidate) => candidate.method === exchange.method && candidate.pattern.test(path));
    // Not an operation of the document (next-auth's routes, the test-only ones), or Inngest's serve
    // endpoint, which speaks Inngest's protocol (its SDK answers an unsigned introspection itself).
    if (!operation || operation.template === "/inngest") continue;
    const where = `${exchange.method} ${operation.template} → ${exchange.status}`;
    const response = operation.spec.responses?.[String(exchange.status)];
    if (!response) {
      mismatches.push(`${where}: the status is not documented`);
      continue;
    }
    if (exchange.responseBody !== "" && exchange.contentType.endsWith("json")) {
      const schema = response.content?.[exchange.contentType]?.schema;
      if (!schema) mismatches.push(`${where}: ${exchange.contentType} is not documented for it`);
      else {
        const validate = validator(schema);
        if (!validate(exchange.responseBody)) mismatches.push(`${where}: the answer ${describe(validate)}`);
      }
    }
    const requestSchema = operation.spec.requestBody?.content?.["application/json"]?.schema;
    if (exchange.status < 300 && requestSchema && exchange.requestBody !== undefined) {
      const validate = validator(requestSchema);
      if (!validate(exchange.requestBody)) mismatches.push(`${where}: the request the server took ${describe(validate)}`);
    }
  }
  return [...new Set(mismatches)];
}

const describe = (validate: ValidateFunction) =>
  `does not match the document: ${(validate.errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || "(the body)"} ${error.message}`)
    .join("; ")}`;
