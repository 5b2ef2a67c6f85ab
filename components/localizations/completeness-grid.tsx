import Link from "next/link";

import { Badge } from "@/components/ui/status-badge";
import type { AppLocale } from "@/client/api-types";
import { LOCALE_FIELD_LABELS } from "@/client/labels";
import { localeName } from "@/client/store-labels";

const FIELDS = Object.keys(LOCALE_FIELD_LABELS) as (keyof typeof LOCALE_FIELD_LABELS)[];

/** One cell: filled, missing (required), or empty (optional). */
function Cell({ item, field }: { item: AppLocale; field: (typeof FIELDS)[number] }) {
  if (item.filled.includes(field))
    return (
      <span className="text-emerald-700 dark:text-emerald-400" title="Filled">
        <span aria-hidden>✓</span>
        <span className="sr-only">Filled</span>
      </span>
    );
  if (item.missing.includes(field))
    return (
      <span className="font-semibold text-red-700 dark:text-red-400" title="Missing: required before submission">
        <span aria-hidden>✗</span>
        <span className="sr-only">Missing</span>
      </span>
    );
  return (
    <span className="text-zinc-600 dark:text-zinc-400" title="Empty (optional)">
      <span aria-hidden>–</span>
      <span className="sr-only">Empty, optional</span>
    </span>
  );
}

/**
 * Locales × fields: what each locale has, and what App Store Connect still needs before
 * submission. A table on wide screens, a list of locales with what they miss on narrow ones.
 */
export function CompletenessGrid({
  items,
  selected,
  hrefFor,
}: {
  items: AppLocale[];
  selected: string | null;
  hrefFor: (locale: string) => string;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm" data-testid="completeness-grid">
          <caption className="sr-only">
            Which fields each locale has: ✓ filled, ✗ missing (required before submission), – empty (optional)
          </caption>
          <thead className="border-b border-zinc-200 text-xs text-zinc-600 dark:border-zinc-800 dark:text-zinc-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Locale
              </th>
              {FIELDS.map((field) => (
                <th key={field} scope="col" className="px-1.5 py-2 text-center font-medium">
                  {LOCALE_FIELD_LABELS[field]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {items.map((item) => (
              <tr
                key={item.locale}
                className={item.locale === selected ? "bg-indigo-50 dark:bg-indigo-950/40" : undefined}
                data-locale={item.locale}
              >
                <th scope="row" className="py-1.5 pr-3 font-normal">
                  <Link
                    href={hrefFor(item.locale)}
                    className="font-medium hover:underline"
                    aria-current={item.locale === selected ? "true" : undefined}
                  >
                    {localeName(item.locale)}
                  </Link>{" "}
                  {item.primary && <Badge>Primary</Badge>}
                </th>
                {FIELDS.map((field) => (
                  <td key={field} className="px-1.5 py-1.5 text-center">
                    <Cell item={item} field={field} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col divide-y divide-zinc-100 md:hidden dark:divide-zinc-800" aria-label="Locales">
        {items.map((item) => (
          <li key={item.locale} className="py-2 text-sm">
            <Link
              href={hrefFor(item.locale)}
              className="font-medium hover:underline"
              aria-current={item.locale === selected ? "true" : undefined}
            >
              {localeName(item.locale)}
            </Link>{" "}
            {item.primary && <Badge>Primary</Badge>}
            <p className={item.complete ? "text-emerald-700 dark:text-emerald-400" : "text-zinc-700 dark:text-zinc-300"}>
              {item.complete ? "Complete" : `Misses ${item.missing.map((field) => LOCALE_FIELD_LABELS[field].toLowerCase()).join(", ")}`}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
