"use client";

import { FilterForm } from "@/components/ui/filter-form";
import { SelectField, TextField } from "@/components/ui/field";
import type { ReviewSummary } from "@/client/api-types";
import { territoryName } from "@/client/store-labels";

/** `seenSince` (the new reviews a notification links to) is set by the link, not by the form. */
export const REVIEW_FILTERS = ["rating", "responded", "territory", "search", "seenSince"] as const;
export type ReviewFilterValues = Record<(typeof REVIEW_FILTERS)[number], string>;

/** The reviews' filters, applied on submit; storefronts are listed by name with their review counts. */
export function ReviewFilters({
  value,
  onChange,
  territories,
}: {
  value: ReviewFilterValues;
  onChange: (next: ReviewFilterValues) => void;
  territories: ReviewSummary["territories"];
}) {
  const byName = [...territories].sort((a, b) => territoryName(a.territory).localeCompare(territoryName(b.territory)));
  return (
    <FilterForm label="Filter reviews" value={value} onApply={onChange} columns="sm:grid-cols-2 lg:grid-cols-5">
      {(draft, set) => (
        <>
          <SelectField label="Rating" value={draft.rating} onChange={set("rating")}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((stars) => (
              <option key={stars} value={stars}>
                {stars} {stars === 1 ? "star" : "stars"}
              </option>
            ))}
          </SelectField>
          <SelectField label="Response" value={draft.responded} onChange={set("responded")}>
            <option value="">Any</option>
            <option value="false">Not answered</option>
            <option value="true">Answered</option>
          </SelectField>
          <SelectField label="Storefront" value={draft.territory} onChange={set("territory")}>
            <option value="">Any</option>
            {byName.map((item) => (
              <option key={item.territory} value={item.territory}>
                {territoryName(item.territory)} ({item.count.toLocaleString()})
              </option>
            ))}
            {draft.territory && !territories.some((item) => item.territory === draft.territory) && (
              <option value={draft.territory}>{territoryName(draft.territory)}</option>
            )}
          </SelectField>
          <TextField label="Search" type="search" placeholder="Words in the title or text" value={draft.search} onChange={set("search")} />
        </>
      )}
    </FilterForm>
  );
}
