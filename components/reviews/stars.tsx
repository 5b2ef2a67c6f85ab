const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z";

/**
 * A rating as five stars, filled to the rating (fractions for averages). The stars are a picture
 * for the eye; assistive technology reads the label. Filled stars are amber-600 (3:1 against
 * white, as WCAG asks of graphics), empty ones outlined in zinc-500.
 */
export function Stars({ rating, size = "size-4" }: { rating: number; size?: string }) {
  const label = `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of 5 stars`;
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <svg key={index} viewBox="0 0 20 20" className={size} aria-hidden>
            <path d={STAR} className="fill-none stroke-zinc-500 dark:stroke-zinc-400" strokeWidth="1.2" strokeLinejoin="round" />
            {fill > 0 && (
              <path
                d={STAR}
                className="fill-amber-600 stroke-amber-600 dark:fill-amber-400 dark:stroke-amber-400"
                strokeWidth="1.2"
                strokeLinejoin="round"
                style={fill < 1 ? { clipPath: `inset(0 ${(1 - fill) * 100}% 0 0)` } : undefined}
              />
            )}
          </svg>
        );
      })}
    </span>
  );
}
