import type { z } from "zod";

import { ApiError, type FieldError } from "./errors";

type Location = "body" | "query" | "params";

/** Parses one part of the request, listing every problem with its path (`body.endpoint`). */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, location: Location): z.output<T> {
  const nulFields = pathsWithNul(value, [location]);
  if (nulFields.length > 0) {
    // PostgreSQL text cannot hold U+0000; refuse it here rather than fail in the database.
    throw new ApiError("validation_failed", `The request ${location} is invalid.`, {
      errors: nulFields.map((path) => ({ path, message: "Must not contain the NUL character (U+0000)" })),
    });
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ApiError("validation_failed", `The request ${location} is invalid.`, {
    errors: fieldErrors(result.error, location),
  });
}

function fieldErrors(error: z.ZodError, location: Location): FieldError[] {
  return error.issues.flatMap((issue) => {
    // Unknown keys are one issue naming several keys: report each key as its own field.
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        path: [location, ...issue.path.map(String), key].join("."),
        message: "Unknown field",
      }));
    }
    return [{ path: [location, ...issue.path.map(String)].join("."), message: issue.message }];
  });
}

function pathsWithNul(value: unknown, path: string[]): string[] {
  if (typeof value === "string") return value.includes("\u0000") ? [path.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes("\u0000") ? [[...path, "(key)"].join(".")] : []),
      ...pathsWithNul(item, [...path, key]),
    ]);
  }
  return [];
}
