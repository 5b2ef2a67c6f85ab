import { exampleOf } from "./schema-example";

// The OpenAPI document is walked loosely for display: its shape is zod-to-openapi's to keep right.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const METHOD_COLORS: Record<string, string> = {
  get: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200",
  post: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200",
  patch: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  put: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  delete: "bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-200",
};

export const searchText = (method: string, path: string, operation: Json) =>
  `${method} ${path} ${operation.summary ?? ""} ${(operation.tags as string[]).join(" ")}`.toLowerCase();

function resolve(value: Json, document: Json): Json {
  if (!value?.$ref) return value;
  return (value.$ref as string)
    .slice(2)
    .split("/")
    .reduce((node: Json, key) => node?.[key], document);
}

/** A copy-pasteable curl for the operation, with placeholders for ids and the example body. */
function curlExample(method: string, path: string, operation: Json, body: unknown): string {
  const url = `$B/api${path.replace(/\{(\w+)\}/g, "<$1>")}`;
  const required = ((operation.parameters ?? []) as Json[]).filter((parameter) => parameter.in === "query" && parameter.required);
  const query = required.length ? `?${required.map((parameter) => `${parameter.name}=<${parameter.name}>`).join("&")}` : "";
  const auth = operation.security?.length ? "-b jar " : "";
  const lines = [`curl -s ${auth}${method === "get" ? "" : `-X ${method.toUpperCase()} `}"${url}${query}"`];
  if (body !== undefined) lines.push(`  -H 'content-type: application/json' -d '${JSON.stringify(body)}'`);
  return lines.join(" \\\n");
}

const Code = ({ children, label }: { children: string; label: string }) => (
  <pre
    aria-label={label}
    className="mt-1.5 rounded-md bg-zinc-100 p-3 font-mono text-xs break-all whitespace-pre-wrap text-zinc-900 dark:bg-zinc-900 dark:text-zinc-100"
  >
    {children}
  </pre>
);

/** One operation: what it does, its parameters, an example request and the responses (with an example of the success). */
export function OperationCard({ path, method, operation, document }: { path: string; method: string; operation: Json; document: Json }) {
  const bodySchema = operation.requestBody?.content?.["application/json"]?.schema as Json | undefined;
  const body = bodySchema ? exampleOf(bodySchema, document) : undefined;
  const responses = Object.entries(operation.responses as Json).map(([status, response]) => [status, resolve(response, document)] as const);
  const success = responses.find(([status]) => status.startsWith("2"));
  const successSchema = success?.[1].content?.["application/json"]?.schema as Json | undefined;
  const access = !operation.security?.length
    ? "Public"
    : (operation.tags as string[]).some((tag) => tag.endsWith("(admin)"))
      ? "Admins only"
      : "Signed in";
  return (
    <article
      id={operation.operationId}
      data-search={searchText(method, path, operation)}
      className="mt-6 scroll-mt-6 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-950"
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className={`rounded px-2 py-0.5 font-mono text-xs font-semibold uppercase ${METHOD_COLORS[method] ?? ""}`}>{method}</span>
        <code className="font-mono text-sm [overflow-wrap:anywhere]">/api{path}</code>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{access}</span>
      </header>
      <h3 className="mt-2 font-medium">{operation.summary}</h3>
      {operation.description && (
        <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
          <Text value={operation.description} />
        </p>
      )}
      {operation.parameters?.length > 0 && (
        <dl className="mt-3 divide-y divide-zinc-100 text-sm dark:divide-zinc-900">
          {(operation.parameters as Json[]).map((parameter) => (
            <div key={`${parameter.in}-${parameter.name}`} className="grid gap-x-3 py-1 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt>
                <code className="font-mono">{parameter.name}</code>{" "}
                <span className="text-xs text-zinc-600 dark:text-zinc-400">
                  {parameter.in}
                  {parameter.required ? ", required" : ""}
                </span>
              </dt>
              <dd className="text-zinc-700 dark:text-zinc-300">
                <Text value={parameter.description ?? parameter.schema?.type ?? ""} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">Example request{successSchema ? " and response" : ""}</summary>
        <Code label={`Example request for ${operation.summary}`}>{curlExample(method, path, operation, body)}</Code>
        {success && successSchema && (
          <>
            <p className="mt-3 text-xs text-zinc-600 dark:text-zinc-400">Response {success[0]}</p>
            <Code label={`Example response of ${operation.summary}`}>{JSON.stringify(exampleOf(successSchema, document), null, 2)}</Code>
          </>
        )}
      </details>
      <ul className="mt-3 space-y-1 text-sm">
        {responses.map(([status, response]) => (
          <li key={status} className="break-words">
            <span className="font-mono">{status}</span>{" "}
            <span className="text-zinc-700 dark:text-zinc-300">
              <Text value={response.description ?? ""} />
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/** Descriptions use `code` spans (as OpenAPI's CommonMark allows); render those, nothing else. */
export function Text({ value }: { value: string }) {
  return value.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-zinc-100 px-1 font-mono text-[0.9em] [overflow-wrap:anywhere] dark:bg-zinc-900">
        {part}
      </code>
    ) : (
      part
    ),
  );
}
