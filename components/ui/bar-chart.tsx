export interface BarSegment {
  key: string;
  label: string;
  value: number;
  /** Tailwind background class of the segment and its legend swatch. */
  className: string;
}

export interface Bar {
  label: string;
  segments: BarSegment[];
}

/**
 * Stacked vertical bars in plain CSS (no chart library): one bar per label, its height the sum of
 * its segments relative to the tallest bar. Each bar has a text equivalent for screen readers,
 * and a legend lists the segments.
 */
export function StackedBarChart({ bars, label, height = 160 }: { bars: Bar[]; label: string; height?: number }) {
  const max = Math.max(1, ...bars.map((bar) => total(bar)));
  const legend = new Map<string, BarSegment>();
  for (const bar of bars)
    for (const segment of bar.segments) if (segment.value > 0 && !legend.has(segment.key)) legend.set(segment.key, segment);
  return (
    <figure aria-label={label}>
      <ol className="flex items-end gap-1.5 border-b border-zinc-200 dark:border-zinc-800" style={{ height }}>
        {bars.map((bar) => {
          const sum = total(bar);
          const description = `${bar.label}: ${sum.toLocaleString()}${
            sum
              ? ` (${bar.segments
                  .filter((s) => s.value > 0)
                  .map((s) => `${s.label} ${s.value.toLocaleString()}`)
                  .join(", ")})`
              : ""
          }`;
          return (
            <li key={bar.label} className="flex h-full min-w-3 flex-1 flex-col justify-end" title={description} data-testid="chart-bar">
              <span className="sr-only">{description}</span>
              <div aria-hidden className="flex flex-col-reverse overflow-hidden rounded-t-sm" style={{ height: `${(sum / max) * 100}%` }}>
                {bar.segments.map((segment) =>
                  segment.value > 0 ? (
                    <div key={segment.key} className={segment.className} style={{ height: `${(segment.value / sum) * 100}%` }} />
                  ) : null,
                )}
              </div>
            </li>
          );
        })}
      </ol>
      <div aria-hidden className="mt-1 flex gap-1.5 text-[10px] text-zinc-500">
        {bars.map((bar) => (
          <span key={bar.label} className="min-w-3 flex-1 truncate text-center">
            {bar.label}
          </span>
        ))}
      </div>
      {legend.size > 0 && (
        <figcaption className="mt-3 flex flex-wrap gap-3 text-xs text-zinc-600 dark:text-zinc-400">
          {[...legend.values()].map((segment) => (
            <span key={segment.key} className="inline-flex items-center gap-1.5">
              <span aria-hidden className={`size-2.5 rounded-sm ${segment.className}`} />
              {segment.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

const total = (bar: Bar) => bar.segments.reduce((sum, segment) => sum + segment.value, 0);
