"use client";

import { formatDateTime, formatRelative } from "@/client/format";

/** A timestamp shown relative ("5 minutes ago"), with the exact time on hover. */
export function Time({
  value,
  relative = true,
  fallback = "—",
}: {
  value: string | null | undefined;
  relative?: boolean;
  fallback?: string;
}) {
  if (!value) return <span className="text-zinc-600 dark:text-zinc-400">{fallback}</span>;
  return (
    <time dateTime={value} title={formatDateTime(value)} suppressHydrationWarning>
      {relative ? formatRelative(value) : formatDateTime(value)}
    </time>
  );
}
