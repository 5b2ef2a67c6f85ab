/**
 * An example value for a JSON Schema (OpenAPI 3.1), for the API reference: the schema's own
 * `example`/`default`/first enum value when it has one, else a plausible value of its type and
 * format. References are followed; recursion stops a few levels down.
 */
type Schema = Record<string, unknown>;

const MAX_DEPTH = 6;

const SAMPLE_ID = "01a2065d-a7be-7249-9f7b-8bbd7ffdbf13";

function resolve(schema: Schema, document: Schema): Schema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === "string" && hops < 10; hops++) {
    current = (current.$ref as string)
      .slice(2)
      .split("/")
      .reduce<Schema>((node, key) => (node?.[key] as Schema) ?? {}, document);
  }
  return current;
}

function stringExample(schema: Schema, name: string | undefined): string {
  switch (schema.format) {
    case "date-time":
      return "2026-06-01T09:30:00.000Z";
    case "date":
      return "2026-06-01";
    case "email":
      return "ada@example.com";
    case "uri":
    case "url":
      return "https://example.com";
    case "uuid":
      return SAMPLE_ID;
  }
  if (name && /(^id$|Id$)/.test(name)) return SAMPLE_ID;
  if (name && /email/i.test(name)) return "ada@example.com";
  if (name && /url$/i.test(name)) return "https://example.com";
  if (name === "locale") return "en-US";
  if (name === "currency") return "USD";
  return "string";
}

export function exampleOf(input: Schema, document: Schema, name?: string, depth = 0): unknown {
  const schema = resolve(input, document);
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  for (const key of ["oneOf", "anyOf"] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      const option = (options as Schema[]).find((candidate) => resolve(candidate, document).type !== "null") ?? options[0];
      return option ? exampleOf(option as Schema, document, name, depth) : null;
    }
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => exampleOf(part, document, name, depth)));
  }
  const type = Array.isArray(schema.type)
    ? (schema.type as string[]).find((candidate) => candidate !== "null")
    : (schema.type as string | undefined);
  if (depth > MAX_DEPTH) return type === "array" ? [] : type === "object" ? {} : null;
  switch (type) {
    case "string":
      return stringExample(schema, name);
    case "integer":
    case "number":
      return typeof schema.minimum === "number"
        ? schema.minimum
        : typeof schema.exclusiveMinimum === "number"
          ? schema.exclusiveMinimum + 1
          : 0;
    case "boolean":
      return true;
    case "null":
      return null;
    case "array":
      return schema.items ? [exampleOf(schema.items as Schema, document, name, depth + 1)] : [];
    case "object":
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const example: Record<string, unknown> = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, exampleOf(value, document, key, depth + 1)]),
      );
      if (Object.keys(properties).length === 0 && schema.additionalProperties && typeof schema.additionalProperties === "object") {
        example.key = exampleOf(schema.additionalProperties as Schema, document, "key", depth + 1);
      }
      return example;
    }
  }
}
