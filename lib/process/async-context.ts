import { AsyncLocalStorage } from "node:async_hooks";

/** The service's async contexts: the log's fields, the request being served, the job run being driven. */
export type AsyncContextName = "log" | "request" | "jobRun";

export const ASYNC_CONTEXTS_KEY = Symbol.for("app-publishing-service.async-contexts");

/**
 * The process's one AsyncLocalStorage named `name`. Each enabled AsyncLocalStorage costs every
 * promise and callback the process creates (Node 20 copies the context into each new async
 * resource, once per storage), and a module evaluated more than once would add one each time:
 * Next's route bundles each hold their own copy of these modules, and the tests evaluate them
 * afresh for every file. Kept on globalThis, one per name, so every copy shares it.
 */
export function processAsyncContext<T>(name: AsyncContextName): AsyncLocalStorage<T> {
  const holder = globalThis as { [ASYNC_CONTEXTS_KEY]?: Map<AsyncContextName, AsyncLocalStorage<unknown>> };
  const contexts = (holder[ASYNC_CONTEXTS_KEY] ??= new Map());
  let context = contexts.get(name);
  if (!context) contexts.set(name, (context = new AsyncLocalStorage()));
  return context as AsyncLocalStorage<T>;
}
