// Validates JSON bodies against the component schemas of the trimmed App Store Connect
// description with ajv. Used by the simulator (to reject bad request bodies as ASC would)
// and by tests (to prove the simulator's responses and the client's requests conform).

import { Ajv, type ValidateFunction } from "ajv";
import addFormatsImport from "ajv-formats";
import { ascSpec, matchOperation } from "./spec";

// ajv-formats is CommonJS; under some loaders its default export arrives wrapped.
const addFormats = ((addFormatsImport as unknown as { default?: typeof addFormatsImport }).default ??
  addFormatsImport) as typeof addFormatsImport;

export interface Violation {
  where: string;
  message: string;
}

// OpenAPI 3.0 schemas are "almost" JSON Schema: `nullable` is understood by ajv natively;
// `discriminator` (with `mapping`, which ajv does not support) and `deprecated`/`example`
// are annotations we can ignore, because every `oneOf` branch pins a distinct `type` enum.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat("binary", true);
ajv.addSchema(forAjv(ascSpec), "asc");

// Two spellings of the file ajv cannot compile, fixed in a private copy. The 4.4.1 file has
// `"format": null` on AppEvent.deepLink (an upstream fix that blanked the format); JSON Schema
// requires a string there, so such keys are dropped. And `nullable` beside a `$ref` (e.g. a
// phased release's state in its create request) has no `type` for ajv to widen, so it becomes
// "the referenced schema, or null", as Apple means it.
function forAjv<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, inner: unknown) => {
    if (key === "format" && inner === null) return undefined;
    if (inner && typeof inner === "object" && "$ref" in inner && "nullable" in inner && inner.nullable === true) {
      return { anyOf: [{ $ref: inner.$ref }, { type: "null" }] };
    }
    return inner;
  }) as T;
}

const compiled = new Map<string, ValidateFunction>();

function validatorFor(schemaName: string): ValidateFunction {
  let validate = compiled.get(schemaName);
  if (!validate) {
    validate = ajv.compile({ $ref: `asc#/components/schemas/${schemaName}` });
    compiled.set(schemaName, validate);
  }
  return validate;
}

function schemaNameOf(ref: string): string {
  return ref.replace("#/components/schemas/", "");
}

/** Validates `value` against component schema `schemaName`; [] when it conforms. */
export function validateSchema(schemaName: string, value: unknown, where: string): Violation[] {
  const validate = validatorFor(schemaName);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => ({
    where,
    message: `${schemaName}${error.instancePath} ${error.message ?? "invalid"}`,
  }));
}

/** The schema a request body of this operation must satisfy, if it takes one. */
function requestSchemaName(method: string, path: string): string | undefined {
  const ref = matchOperation(method, path)?.operation.requestBody?.content["application/json"]?.schema.$ref;
  return ref ? schemaNameOf(ref) : undefined;
}

export function validateRequestBody(method: string, path: string, body: unknown): Violation[] {
  const where = `${method.toUpperCase()} ${path} request`;
  const match = matchOperation(method, path);
  if (!match) return [{ where, message: "operation is not in the description" }];
  const schema = requestSchemaName(method, path);
  if (!schema) return body === undefined ? [] : [{ where, message: "operation takes no body" }];
  return validateSchema(schema, body, where);
}

interface ResponseToCheck {
  method: string;
  /** Path relative to the API root, e.g. `/v1/apps/123`. */
  path: string;
  status: number;
  contentType: string | null;
  /** Parsed JSON, or undefined for an empty or binary body. */
  body: unknown;
}

/**
 * Checks a response against the operation's documented responses. Errors use ASC's
 * `ErrorResponse` whatever the status: the description lists 4xx codes per operation but
 * not the 5xx ASC can return, nor the 404 for an unknown path, and their body is the same.
 */
export function validateResponse(response: ResponseToCheck): Violation[] {
  const where = `${response.method.toUpperCase()} ${response.path} -> ${response.status}`;
  const match = matchOperation(response.method, response.path);
  if (response.status >= 400) return validateSchema("ErrorResponse", response.body, where);
  if (!match) return [{ where, message: "success for an operation not in the description" }];
  const documented = match.operation.responses[String(response.status)];
  if (!documented) return [{ where, message: `status ${response.status} is not documented` }];
  const content = documented.content;
  if (!content) return response.body === undefined ? [] : [{ where, message: "expected no body" }];
  const mediaType = (response.contentType ?? "").split(";")[0]!.trim();
  const media = content[mediaType];
  if (!media) return [{ where, message: `content type ${mediaType} is not documented (${Object.keys(content).join(", ")})` }];
  if (mediaType !== "application/json") return [];
  return validateSchema(schemaNameOf(media.schema.$ref), response.body, where);
}
