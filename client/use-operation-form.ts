"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useRef, type FormEvent } from "react";
import {
  useForm,
  type DefaultValues,
  type FieldError as FormFieldError,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
} from "react-hook-form";
import { z } from "zod";

import type { Operation, Responses, ResultOf } from "@/lib/http/operation";

import { ApiProblem } from "./api-fetch";
import { call, type AnyOperation, type CallInput } from "./call";
import { plainFieldMessage } from "./problem-text";

/**
 * The one way to write a form: react-hook-form validating with the zod schema the server parses
 * (the operation's `body`, or a schema derived from it), sent by a react-query mutation. The
 * browser checks first, so an invalid field shows its message and nothing is sent; what only the
 * server can know (a taken address, the precheck) comes back as problem+json field errors, which
 * land under the same fields. A field error the form does not show stays in `problem`, which the
 * form renders with `<ProblemAlert error={form.problem} fields={form.fieldNames} />`.
 *
 * Each control is bound with `text`, `number` or `checkbox` (controlled: the counters and the
 * precheck hints need the value while typing), or reads `values` and calls `set` (a list of
 * checkboxes, a select whose options are not the field's values); `errors(name)` gives a field's
 * messages in plain words (`plainFieldMessage`). A field counts as shown once bound in the render,
 * so a `ProblemAlert` placed above the fields names them itself.
 */

// A schema of an object: the form's values are its input.
type Schema = z.ZodType;
type Values<S extends Schema> = z.input<S> extends FieldValues ? z.input<S> : never;
type Parsed<S extends Schema> = z.output<S>;

export interface SchemaFormOptions<S extends Schema, Result> {
  /** What the browser checks: the operation's body schema, or one derived from it (`.pick`, `.extend`), never a copy. */
  schema: S;
  defaultValues: NoInfer<Values<S>>;
  /** Sends the checked values (as the schema outputs them: trimmed, defaults filled in). */
  send: (values: Parsed<S>) => Promise<Result>;
  onSuccess?: (result: Result, values: NoInfer<Parsed<S>>) => void;
  /** After a success the form starts again from these values (default: as it was, so a typed password does not linger). */
  resetTo?: (result: Result, values: NoInfer<Parsed<S>>) => NoInfer<Values<S>>;
  /** Keep what was typed after a success (an editor whose values are now the saved ones). */
  keepValues?: boolean;
  /** The form's field for a server error's path (without `body.`) when it is not the same name. */
  fieldOf?: (path: string) => string | undefined;
}

const stripPrefix = (path: string) => path.replace(/^(body|query|params)\.?/, "");

/** Every message under `name` (an array field's items included), in plain words. */
function messagesIn(error: unknown): string[] {
  if (!error || typeof error !== "object") return [];
  const own = error as Partial<FormFieldError>;
  if (typeof own.message === "string" && own.message) {
    const more = own.types ? Object.values(own.types).filter((message): message is string => typeof message === "string") : [];
    return [...new Set([own.message, ...more])].map(plainFieldMessage);
  }
  return Object.entries(error)
    .filter(([key]) => key !== "ref")
    .flatMap(([, nested]) => messagesIn(nested));
}

/** A form over any schema, sent by `send` (several requests, or next-auth's own transport). */
export function useSchemaForm<S extends Schema, Result>(options: SchemaFormOptions<S, Result>) {
  type V = Values<S>;
  const form = useForm<V, unknown, Parsed<S>>({
    defaultValues: options.defaultValues as DefaultValues<V>,
    resolver: zodResolver(options.schema as never) as never,
  });
  // The fields this render shows, so a server error lands under its field when there is one.
  const shown = useRef(new Set<string>());
  shown.current = new Set();

  const mutation = useMutation<Result, unknown, Parsed<S>>({
    mutationFn: options.send,
    onSuccess: (result, values) => {
      if (options.resetTo) form.reset(options.resetTo(result, values));
      else if (options.keepValues) form.reset(form.getValues());
      else form.reset();
      options.onSuccess?.(result, values);
    },
    onError: (error) => {
      if (!(error instanceof ApiProblem)) return;
      const byField = new Map<string, string[]>();
      for (const fieldError of error.errors) {
        const path = stripPrefix(fieldError.path);
        const field = options.fieldOf?.(path) ?? [...shown.current].find((name) => path === name || path.startsWith(`${name}.`));
        if (field) byField.set(field, [...(byField.get(field) ?? []), fieldError.message]);
      }
      for (const [field, [first, ...rest]] of byField) {
        form.setError(field as FieldPath<V>, {
          type: "server",
          message: first,
          types: Object.fromEntries(rest.map((message, index) => [`server${index}`, message])),
        });
      }
    },
  });

  const values = form.watch();
  const errorsOf = (name: string): string[] => {
    shown.current.add(name);
    return messagesIn(
      name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors),
    );
  };
  const read = (name: string): unknown =>
    name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
  /** Sets a field; after the first submit it is checked again at once, so its message goes as soon as it is right. */
  const set = <P extends FieldPath<V>>(name: P, value: PathValue<V, P>) =>
    form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const setAny = (name: string, value: unknown) => set(name as FieldPath<V>, value as PathValue<V, FieldPath<V>>);

  /** Submits; `extra` is added to the checked values (e.g. `{acknowledgeWarnings: true}` for "Save anyway"). */
  const submit = (extra?: Partial<Parsed<S>>) =>
    form.handleSubmit((parsed) => mutation.mutate({ ...(parsed as object), ...extra } as Parsed<S>));

  return {
    form,
    mutation,
    values: values as V,
    /** The server's problem, for `<ProblemAlert>` (its field errors shown under fields are not repeated). */
    problem: mutation.error,
    pending: mutation.isPending,
    /** The fields rendered with a binding, for `<ProblemAlert fields={…}>`. */
    get fieldNames() {
      return [...shown.current];
    },
    onSubmit: (event: FormEvent) => void submit()(event),
    submit: (extra?: Partial<Parsed<S>>) => void submit(extra)(),
    errors: errorsOf,
    set,
    /** A text input or textarea for a string field (an empty optional field reads as ""). */
    text: (name: FieldPathByValue<V, string | null | undefined>) => ({
      name,
      value: (read(name) as string | null | undefined) ?? "",
      onChange: (event: { target: { value: string } }) => setAny(name, event.target.value),
      errors: errorsOf(name),
    }),
    /** A number input: an empty input is no value (the schema says whether one is required). */
    number: (name: FieldPathByValue<V, number | null | undefined>) => ({
      name,
      value: read(name) === undefined || read(name) === null || Number.isNaN(read(name)) ? "" : String(read(name)),
      onChange: (event: { target: { value: string } }) =>
        setAny(name, event.target.value.trim() === "" ? undefined : Number(event.target.value)),
      errors: errorsOf(name),
    }),
    checkbox: (name: FieldPathByValue<V, boolean | null | undefined>) => ({
      name,
      checked: Boolean(read(name)),
      onChange: (event: { target: { checked: boolean } }) => setAny(name, event.target.checked),
    }),
  };
}

/**
 * How typed text becomes the body: the `trim` fields lose surrounding white space (a pasted id),
 * and the `emptyIsAbsent` fields, left empty, are no value: `null` where the field takes null (the
 * API clears it), left out otherwise (an emptied input means "nothing", not an empty text). The
 * result is still typed as the schema (its input takes the input's strings); derive (`.pick`)
 * before, not after.
 */
export function typedText<S extends z.ZodObject>(
  schema: S,
  { trim = [], emptyIsAbsent = [] }: { trim?: (keyof S["shape"] & string)[]; emptyIsAbsent?: (keyof S["shape"] & string)[] },
): S {
  const shape = schema.shape as Record<string, z.ZodType>;
  const absent = Object.fromEntries(emptyIsAbsent.map((key) => [key, shape[key]!.safeParse(null).success ? null : undefined]));
  return z.preprocess((input) => {
    if (!input || typeof input !== "object") return input;
    const values: Record<string, unknown> = { ...input };
    for (const key of trim) if (typeof values[key] === "string") values[key] = values[key].trim();
    for (const key of emptyIsAbsent) {
      if (values[key] !== "") continue;
      if (absent[key] === null) values[key] = null;
      else delete values[key];
    }
    return values;
  }, schema) as unknown as S;
}

type BodySchema<O extends AnyOperation> = O extends Operation<z.ZodType, z.ZodType, infer Body, Responses> ? Body : never;
type QuerySchema<O extends AnyOperation> = O extends Operation<z.ZodType, infer Query, z.ZodType, Responses> ? Query : never;

/** The operation's body schema (the one its handler parses), for a form to validate with or derive from. */
export function bodySchema<O extends AnyOperation>(operation: O): BodySchema<O> {
  if (!operation.body) throw new Error(`${operation.operationId} takes no body`);
  return operation.body as BodySchema<O>;
}

/** The operation's query schema, for a form whose fields go into the query (a confirmation). */
export function querySchema<O extends AnyOperation>(operation: O): QuerySchema<O> {
  if (!operation.query) throw new Error(`${operation.operationId} takes no query`);
  return operation.query as QuerySchema<O>;
}

export interface OperationFormOptions<O extends AnyOperation, S extends Schema> extends Omit<
  SchemaFormOptions<S, ResultOf<O>>,
  "schema" | "send"
> {
  /** Default: the operation's body schema. */
  schema?: S;
  /** The path parameters of the call. */
  params?: CallInput<O> extends { params: infer P } ? P : never;
  /** The body from the checked values, when the form's values are not the body itself. */
  body?: (values: NoInfer<Parsed<S>>) => unknown;
  /**
   * For an edit of a resource with an ETag: the ETag of what the form opened with, so a save over
   * someone else's change since is refused (`precondition_failed`) instead of overwriting it.
   */
  ifMatch?: string;
}

/**
 * A form that calls one operation: validated with its body schema (or `schema`, derived from
 * it), sent with `call(operation, {params, body})`, its result typed by the operation.
 */
export function useOperationForm<O extends AnyOperation, S extends Schema = BodySchema<O>>(
  operation: O,
  { schema, params, body, ifMatch, ...options }: OperationFormOptions<O, S>,
) {
  return useSchemaForm<S, ResultOf<O>>({
    ...options,
    schema: (schema ?? bodySchema(operation)) as S,
    send: (values) =>
      call<AnyOperation>(operation, { params, body: body ? body(values) : values } as CallInput<AnyOperation>, { ifMatch }) as Promise<
        ResultOf<O>
      >,
  });
}
