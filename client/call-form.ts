/**
 * Calls an operation whose body is `multipart/form-data` (files) from the browser, the way `call`
 * does for JSON: the operation object gives the method, the path and the types. Its body schema
 * (the one the API documents the form with) types the fields: a text field takes its text, an array
 * field takes files. Errors are `ApiProblem`s from the same handling as every other call.
 */

import type { z } from "zod";

import type { Operation, ResultOf } from "@/lib/http/operation";

import { sendRequest } from "./api-fetch";
import { operationPath, type AnyOperation, type CallOptions } from "./call";

/** A form field's value: files for an array field (appended once each, in order), its text otherwise. */
type FormValue<Value> = Value extends readonly unknown[] ? readonly Blob[] : Value extends string ? Value : never;

/** The form's fields, named and typed by the operation's body schema. */
export type FormFields<Body> = { [Name in keyof Body]: FormValue<Body[Name]> };

/** What a form call of the operation takes: its path parameters and its form's fields. */
export type FormCallInput<O extends AnyOperation> =
  O extends Operation<infer Params, infer _Query, infer Body, infer _Answers>
    ? ([Params] extends [z.ZodNever] ? unknown : { params: z.input<Params> }) & { form: FormFields<z.input<Body>> }
    : never;

/**
 * The fields as `FormData`: text fields first, then the files, so a server reading the stream
 * knows where the files go before the first one arrives.
 */
export function formDataOf(fields: Record<string, string | readonly Blob[] | undefined>): FormData {
  const data = new FormData();
  const entries = Object.entries(fields);
  for (const [name, value] of entries) if (typeof value === "string") data.append(name, value);
  for (const [name, value] of entries) if (Array.isArray(value)) for (const blob of value as readonly Blob[]) data.append(name, blob);
  return data;
}

/** Sends the operation's form; resolves with its success body, rejects with an `ApiProblem`. */
export function callForm<O extends AnyOperation>(operation: O, input: FormCallInput<O>, options: CallOptions = {}): Promise<ResultOf<O>> {
  // The operations typed as JSON are sent with `call`; a form sent to one of them would be refused anyway.
  if ((operation.bodyContentType as string | undefined) !== "multipart/form-data")
    throw new Error(`${operation.operationId} does not take multipart/form-data`);
  const { params, form } = input as { params?: Record<string, unknown>; form: Record<string, string | readonly Blob[] | undefined> };
  return sendRequest(operationPath(operation, params), {
    method: operation.method.toUpperCase() as Uppercase<O["method"]>,
    form: formDataOf(form),
    signal: options.signal,
  }) as Promise<ResultOf<O>>;
}
