/** A JSON value, pretty-printed in a scrollable block; `empty` when there is none. */
export function JsonBlock({ value, empty = "—", label }: { value: unknown; empty?: string; label?: string }) {
  if (value === null || value === undefined) return <p className="text-sm text-zinc-500">{empty}</p>;
  return (
    <pre
      aria-label={label}
      className="max-h-96 overflow-auto rounded-md bg-zinc-50 p-3 text-xs break-words whitespace-pre-wrap dark:bg-zinc-800/50"
    >
      {typeof value === "string" ? value : JSON.stringify(value, null, 2)}
    </pre>
  );
}
