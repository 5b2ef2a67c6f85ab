import type { ReactNode } from "react";

export interface FigureTable {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/**
 * A chart with its text alternative: the figure is labelled, a one-line summary is read to screen
 * reader users, and "Show the figures" opens the data as a table for anyone.
 */
export function ChartFigure({
  label,
  summary,
  table,
  children,
  testId,
}: {
  label: string;
  summary: string;
  table: FigureTable;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <figure aria-label={label} data-testid={testId} className="min-w-0">
      <p className="sr-only">{summary}</p>
      <div className="min-w-0 text-xs text-zinc-600 dark:text-zinc-400">{children}</div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">Show the figures</summary>
        <div
          className="mt-2 max-h-72 overflow-auto rounded-md border border-zinc-200 dark:border-zinc-800"
          tabIndex={0}
          role="region"
          aria-label={table.caption}
        >
          <table className="w-full text-left text-sm tabular-nums">
            <caption className="sr-only">{table.caption}</caption>
            <thead className="sticky top-0 bg-zinc-50 text-xs text-zinc-600 dark:bg-zinc-800 dark:text-zinc-300">
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="px-3 py-1.5 font-medium">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {table.rows.map((row, index) => (
                <tr key={index}>
                  {row.map((cell, column) => (
                    <td key={column} className="px-3 py-1">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
