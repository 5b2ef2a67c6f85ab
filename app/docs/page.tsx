import type { Metadata } from "next";
import Link from "next/link";

import { DocsSearch } from "@/components/docs/docs-search";
import { OperationCard, searchText, Text } from "@/components/docs/operation-card";
import { Logo } from "@/components/shell/logo";
import { ERROR_CODES } from "@/lib/http/error-codes";
import { getOpenApiDocument } from "@/lib/openapi/document";
import * as system from "@/lib/system/operations";
import { operationPath } from "@/client/call";

export const metadata: Metadata = { title: "API reference" };

// The OpenAPI document is walked loosely for display: its shape is zod-to-openapi's to keep right.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * The API reference, rendered on the server from the same OpenAPI document clients download:
 * a table of contents (sticky beside the text on wide screens), search, and per operation its
 * parameters, an example request and response, and its answers.
 */
export default function DocsPage() {
  const document = getOpenApiDocument() as Json;
  const operations = Object.entries(document.paths as Json).flatMap(([path, methods]) =>
    Object.entries(methods as Json).map(([method, operation]) => ({ path, method, operation: operation as Json })),
  );
  const tags = (document.tags as { name: string; description?: string }[]) ?? [];
  const ofTag = (tag: string) => operations.filter(({ operation }) => (operation.tags as string[]).includes(tag));

  const contents = (
    <nav aria-label="Contents" className="text-sm">
      <ul className="space-y-3">
        {tags.map((tag) => (
          <li key={tag.name} data-search-group>
            <a href={`#${slug(tag.name)}`} className="font-medium hover:underline">
              {tag.name}
            </a>
            <ul className="mt-1 space-y-0.5 border-l border-zinc-200 pl-3 dark:border-zinc-800">
              {ofTag(tag.name).map(({ path, method, operation }) => (
                <li key={`${method} ${path}`} data-search={searchText(method, path, operation)}>
                  <a href={`#${operation.operationId}`} className="text-zinc-700 hover:underline dark:text-zinc-300">
                    {operation.summary}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
        <li>
          <a href="#errors" className="font-medium hover:underline">
            Errors
          </a>
        </li>
      </ul>
    </nav>
  );

  return (
    <div className="min-h-screen bg-zinc-50 dark:bg-zinc-950">
      <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/" aria-label="App Publishing, home">
            <Logo />
          </Link>
          <a className="text-sm underline" href={operationPath(system.getOpenApiDocument)}>
            OpenAPI 3.1 (JSON)
          </a>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
        <aside className="pt-6 lg:sticky lg:top-0 lg:max-h-screen lg:overflow-y-auto lg:pb-10">
          <DocsSearch />
          <details className="mb-6 rounded-md border border-zinc-200 bg-white p-3 lg:hidden dark:border-zinc-800 dark:bg-zinc-900">
            <summary className="cursor-pointer text-sm font-medium">Contents</summary>
            <div className="mt-3">{contents}</div>
          </details>
          <div className="hidden lg:block">{contents}</div>
        </aside>
        <main id="main" className="min-w-0 py-6 lg:py-10">
          <h1 className="text-3xl font-semibold tracking-tight">{document.info.title}</h1>
          <p className="mt-3 text-zinc-700 dark:text-zinc-300">
            <Text value={document.info.description} />
          </p>
          <p className="mt-3 text-sm">
            Base URL: <code>/api</code>. The examples use <code>B=http://localhost:3000</code> and a cookie jar from signing in (see
            docs/api.md in the source).
          </p>
          {tags.map((tag) => (
            <section
              key={tag.name}
              id={slug(tag.name)}
              className="mt-12 scroll-mt-6"
              data-search-group
              aria-labelledby={`${slug(tag.name)}-title`}
            >
              <h2 id={`${slug(tag.name)}-title`} className="text-2xl font-semibold">
                {tag.name}
              </h2>
              {tag.description && (
                <p className="mt-1 text-zinc-700 dark:text-zinc-300">
                  <Text value={tag.description} />
                </p>
              )}
              {ofTag(tag.name).map(({ path, method, operation }) => (
                <OperationCard key={`${method} ${path}`} path={path} method={method} operation={operation} document={document} />
              ))}
            </section>
          ))}
          <section id="errors" className="mt-12 scroll-mt-6" aria-labelledby="errors-title">
            <h2 id="errors-title" className="text-2xl font-semibold">
              Errors
            </h2>
            <p className="mt-1 text-zinc-700 dark:text-zinc-300">
              Every error is <code>application/problem+json</code> with a stable <code>code</code>:
            </p>
            <dl className="mt-3 divide-y divide-zinc-200 text-sm dark:divide-zinc-800">
              {Object.entries(ERROR_CODES).map(([code, { status, title }]) => (
                <div key={code} id={`error-${code}`} className="grid gap-x-3 py-1.5 sm:grid-cols-[3rem_16rem_minmax(0,1fr)]">
                  <dt className="font-mono">{status}</dt>
                  <dd className="font-mono break-all">{code}</dd>
                  <dd className="text-zinc-700 dark:text-zinc-300">{title}</dd>
                </div>
              ))}
            </dl>
            <pre className="mt-3 rounded-md bg-zinc-100 p-3 text-xs break-all whitespace-pre-wrap dark:bg-zinc-900">
              {JSON.stringify(document.components.schemas.Problem, null, 2)}
            </pre>
          </section>
        </main>
      </div>
    </div>
  );
}
