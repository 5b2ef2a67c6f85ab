// App Store version numbers, as App Store Connect's help states them: one to three
// period-separated integers ("1", "1.2", "1.2.3"), each new version higher than every earlier one.

export const VERSION_NUMBER = /^\d{1,9}(\.\d{1,9}){0,2}$/;

/** `-1`, `0` or `1` as version number `a` is lower than, equal to or higher than `b` ("1.10" > "1.9"; "1.0" = "1.0.0"). */
export function compareVersionNumbers(a: string, b: string): number {
  const [left, right] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** The highest of these version numbers (undefined for none). */
export const highestVersionNumber = (numbers: readonly string[]): string | undefined => [...numbers].sort(compareVersionNumbers).at(-1);
