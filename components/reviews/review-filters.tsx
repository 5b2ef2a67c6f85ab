"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { SelectField, TextField } from "@/components/ui/field";

export interface ReviewFilterValues {
  rating: string;
  responded: string;
  territory: string;
  search: string;
}

export const NO_FILTERS: ReviewFilterValues = { rating: "", responded: "", territory: "", search: "" };

/** Filters are applied on submit, so typing does not query on every key. */
export function ReviewFilters({ value, onChange }: { value: ReviewFilterValues; onChange: (next: ReviewFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const set = (field: keyof ReviewFilterValues) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...draft, territory: draft.territory.trim().toUpperCase(), search: draft.search.trim() });
  }
  return (
    <form onSubmit={onSubmit} role="search" aria-label="Filter reviews" className="mb-4 grid items-end gap-3 sm:grid-cols-5">
      <SelectField label="Rating" value={draft.rating} onChange={set("rating")}>
        <option value="">Any</option>
        {[5, 4, 3, 2, 1].map((stars) => (
          <option key={stars} value={stars}>
            {"★".repeat(stars)} ({stars})
          </option>
        ))}
      </SelectField>
      <SelectField label="Response" value={draft.responded} onChange={set("responded")}>
        <option value="">Any</option>
        <option value="false">Not answered</option>
        <option value="true">Answered</option>
      </SelectField>
      <TextField label="Territory" placeholder="USA" maxLength={3} value={draft.territory} onChange={set("territory")} />
      <TextField label="Search" type="search" placeholder="Words in title or text" value={draft.search} onChange={set("search")} />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            onChange(NO_FILTERS);
          }}
        >
          Reset
        </Button>
      </div>
    </form>
  );
}
