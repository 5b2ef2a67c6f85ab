import type { ReactNode } from "react";

/** The box a chart's tooltip shows, in the page's colours (light and dark). */
export function TooltipBox({ title, lines }: { title: string; lines: { label: string; value: ReactNode; color?: string }[] }) {
  return (
    <div className="rounded-md border border-zinc-200 bg-white px-3 py-2 text-xs shadow-md dark:border-zinc-700 dark:bg-zinc-900">
      <p className="mb-1 font-medium text-zinc-900 dark:text-zinc-100">{title}</p>
      {lines.map((line) => (
        <p key={line.label} className="flex items-center gap-2 text-zinc-700 dark:text-zinc-300">
          {line.color && <span aria-hidden className="size-2 rounded-sm" style={{ background: line.color }} />}
          {line.label}: <span className="font-medium tabular-nums">{line.value}</span>
        </p>
      ))}
    </div>
  );
}

/** Axis and grid styling shared by the charts. */
export const axisProps = { stroke: "var(--chart-grid)", tick: { fill: "var(--chart-axis)", fontSize: 11 }, tickLine: false } as const;
