import type { ReactNode } from "react";

import { ProblemAlert } from "./problem-alert";

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block animate-spin rounded-full border-2 border-zinc-300 border-t-zinc-700 dark:border-zinc-700 dark:border-t-zinc-200 ${className}`}
    />
  );
}

export function Loading({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-500">
      <Spinner />
      {label}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-zinc-300 px-6 py-10 text-center dark:border-zinc-700">
      <p className="font-medium">{title}</p>
      {children && <div className="mt-1 text-sm text-zinc-500">{children}</div>}
    </div>
  );
}

/** Loading and error states of a query; renders `children(data)` once it has data. */
export function QueryState<T>({
  query,
  loadingLabel,
  children,
}: {
  query: { data: T | undefined; error: unknown; isPending: boolean };
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ProblemAlert error={query.error} />;
  return <Loading label={loadingLabel} />;
}
