/** Backgrounds dark enough for white initials. */
const PALETTE = [
  "bg-indigo-600",
  "bg-sky-700",
  "bg-emerald-700",
  "bg-amber-700",
  "bg-rose-700",
  "bg-violet-700",
  "bg-teal-700",
  "bg-fuchsia-700",
];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

/** "Trailmix: Hiking Planner" → "TH"; "Sleepwell" → "S". */
const initials = (name: string) =>
  name
    .split(/[\s:–—-]+/)
    .filter((word) => /\p{L}|\p{N}/u.test(word[0] ?? ""))
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join("") || "?";

/**
 * The app's icon. App Store Connect's API serves icons only as build assets on Apple's CDN, which
 * the service does not sync yet: until it does, a monogram with a colour of the app's own
 * (stable per Apple ID) stands in. Decorative: the app's name is always next to it.
 */
export function AppIcon({ name, seed, className = "size-12 text-lg" }: { name: string; seed: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-flex shrink-0 items-center justify-center rounded-[22%] font-semibold text-white shadow-sm ${PALETTE[hash(seed) % PALETTE.length]} ${className}`}
    >
      {initials(name)}
    </span>
  );
}
