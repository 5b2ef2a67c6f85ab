"use client";

import { useState, type FormEvent, type ReactNode } from "react";

import { Button } from "@/components/ui/button";

type Values = Record<string, string>;

/**
 * A list's filters, applied on submit (typing does not query on every key); Reset clears them.
 * `children` renders the fields from the draft and a setter per field.
 *
 * Not a `useOperationForm`: it sends nothing. The applied filters go to the page (its URL), and the
 * list's query carries them, where the operation's query schema checks them; a draft of free
 * text has nothing to check before that.
 */
export function FilterForm<T extends Values>({
  label,
  value,
  onApply,
  columns = "sm:grid-cols-4",
  children,
}: {
  label: string;
  value: T;
  onApply: (next: T) => void;
  columns?: string;
  children: (draft: T, set: (field: keyof T) => (event: { target: { value: string } }) => void) => ReactNode;
}) {
  // Re-initialised when the applied filters change from outside (a link, back/forward).
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  if (JSON.stringify(applied) !== JSON.stringify(value)) {
    setApplied(value);
    setDraft(value);
  }
  const set = (field: keyof T) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).map(([name, text]) => [name, text.trim()])) as T);
  }
  const empty = Object.fromEntries(Object.keys(value).map((name) => [name, ""])) as T;
  return (
    <form onSubmit={onSubmit} role="search" aria-label={label} className={`mb-4 grid items-end gap-3 ${columns}`}>
      {children(draft, set)}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft(empty);
            onApply(empty);
          }}
        >
          Reset
        </Button>
      </div>
    </form>
  );
}
