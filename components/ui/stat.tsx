import type { ReactNode } from "react";

/** One figure with its label (and an optional line under it), as a small card. */
export function Stat({ label, value, hint, testId }: { label: string; value: number; hint?: ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg border border-zinc-200 bg-white p-4 shadow-xs dark:border-zinc-800 dark:bg-zinc-900" data-testid={testId}>
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={testId ? `${testId}-value` : undefined}>
        {value.toLocaleString()}
      </dd>
      {hint && <dd className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{hint}</dd>}
    </div>
  );
}

/** A responsive grid of `Stat`s (a description list: each label with its figure). */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {children}
    </dl>
  );
}
