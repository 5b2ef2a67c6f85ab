import type { Metadata } from "next";

import { ERROR_CODES } from "@/lib/http/error-codes";
import { openApiDocument } from "@/lib/openapi/document";

export const metadata: Metadata = { title: "API reference" };

// The OpenAPI document is walked loosely for display: its shape is zod-to-openapi's to keep right.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const METHOD_COLORS: Record<string, string> = {
  get: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
  post: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300",
  patch: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  put: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  delete: "bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300",
};

/** The API reference, rendered on the server from the same OpenAPI document clients download. */
export default function DocsPage() {
  const document = openApiDocument() as Json;
  const operations = Object.entries(document.paths as Json).flatMap(([path, methods]) =>
    Object.entries(methods as Json).map(([method, operation]) => ({ path, method, operation: operation as Json })),
  );
  const tags = (document.tags as { name: string; description?: string }[]) ?? [];

  return (
    <main className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">{document.info.title}</h1>
      <p className="mt-3 text-zinc-600 dark:text-zinc-400">
        <Text value={document.info.description} />
      </p>
      <p className="mt-3 text-sm">
        Base URL: <code>/api</code> · Machine-readable:{" "}
        <a className="underline" href="/api/openapi.json">
          /api/openapi.json
        </a>
      </p>
      <nav className="mt-6 flex flex-wrap gap-2 text-sm">
        {tags.map((tag) => (
          <a key={tag.name} className="rounded-full border border-zinc-300 px-3 py-1 dark:border-zinc-700" href={`#${slug(tag.name)}`}>
            {tag.name}
          </a>
        ))}
      </nav>
      {tags.map((tag) => (
        <section key={tag.name} id={slug(tag.name)} className="mt-12">
          <h2 className="text-2xl font-semibold">{tag.name}</h2>
          {tag.description && <p className="mt-1 text-zinc-600 dark:text-zinc-400">{tag.description}</p>}
          {operations
            .filter(({ operation }) => (operation.tags as string[]).includes(tag.name))
            .map(({ path, method, operation }) => (
              <OperationCard key={`${method} ${path}`} path={path} method={method} operation={operation} document={document} />
            ))}
        </section>
      ))}
      <section id="errors" className="mt-12">
        <h2 className="text-2xl font-semibold">Errors</h2>
        <p className="mt-1 text-zinc-600 dark:text-zinc-400">
          Every error is <code>application/problem+json</code> with a stable <code>code</code>:
        </p>
        <table className="mt-3 w-full text-left text-sm">
          <tbody>
            {Object.entries(ERROR_CODES).map(([code, { status, title }]) => (
              <tr key={code} id={`error-${code}`} className="border-t border-zinc-100 dark:border-zinc-900">
                <td className="py-1 pr-3 font-mono">{status}</td>
                <td className="py-1 pr-3 font-mono">{code}</td>
                <td className="py-1 text-zinc-600 dark:text-zinc-400">{title}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <pre className="mt-3 overflow-x-auto rounded-md bg-zinc-100 p-3 text-xs dark:bg-zinc-900">
          {JSON.stringify(document.components.schemas.Problem, null, 2)}
        </pre>
      </section>
    </main>
  );
}

function OperationCard({ path, method, operation, document }: { path: string; method: string; operation: Json; document: Json }) {
  const body = operation.requestBody?.content as Json | undefined;
  return (
    <article id={operation.operationId} className="mt-6 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800">
      <header className="flex flex-wrap items-center gap-3">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase ${METHOD_COLORS[method] ?? ""}`}>{method}</span>
        <code className="font-mono text-sm">/api{path}</code>
        {operation.security?.length ? (
          <span className="text-xs text-zinc-500">session required</span>
        ) : (
          <span className="text-xs text-zinc-500">public</span>
        )}
      </header>
      <h3 className="mt-2 font-medium">{operation.summary}</h3>
      {operation.description && (
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          <Text value={operation.description} />
        </p>
      )}
      {operation.parameters?.length > 0 && (
        <table className="mt-3 w-full text-left text-sm">
          <tbody>
            {(operation.parameters as Json[]).map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`} className="border-t border-zinc-100 dark:border-zinc-900">
                <td className="py-1 pr-3 font-mono">{parameter.name}</td>
                <td className="py-1 pr-3 text-zinc-500">
                  {parameter.in}
                  {parameter.required ? ", required" : ""}
                </td>
                <td className="py-1 text-zinc-600 dark:text-zinc-400">{parameter.description ?? parameter.schema?.type}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {body &&
        Object.entries(body).map(([type, content]) => (
          <details key={type} className="mt-3 text-sm">
            <summary className="cursor-pointer">Request body ({type})</summary>
            <pre className="mt-2 overflow-x-auto rounded-md bg-zinc-100 p-3 text-xs dark:bg-zinc-900">
              {JSON.stringify(resolve(content.schema, document), null, 2)}
            </pre>
          </details>
        ))}
      <ul className="mt-3 space-y-1 text-sm">
        {Object.entries(operation.responses as Json).map(([status, response]) => (
          <li key={status}>
            <span className="font-mono">{status}</span>{" "}
            <span className="text-zinc-600 dark:text-zinc-400">
              <Text value={resolve(response, document).description} />
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Descriptions use `code` spans (as OpenAPI's CommonMark allows); render those, nothing else. */
function Text({ value }: { value: string }) {
  return value.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-zinc-100 px-1 font-mono text-[0.9em] dark:bg-zinc-900">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

function resolve(value: Json, document: Json): Json {
  if (!value?.$ref) return value;
  return (value.$ref as string)
    .slice(2)
    .split("/")
    .reduce((node: Json, key) => node?.[key], document);
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
