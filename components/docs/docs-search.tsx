"use client";

import { useState } from "react";

/**
 * Narrows the API reference as you type: operations (and their entries in the table of contents)
 * whose method, path, summary or tag do not contain every word are hidden, and so are sections
 * left empty. Works on the server-rendered page (`data-search` on each entry), nothing refetched.
 */
export function DocsSearch() {
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState<number | null>(null);

  function filter(value: string) {
    setQuery(value);
    const words = value.toLowerCase().split(/\s+/).filter(Boolean);
    let count = 0;
    for (const element of document.querySelectorAll<HTMLElement>("[data-search]")) {
      const match = words.every((word) => element.dataset.search!.includes(word));
      element.hidden = !match;
      if (match && element.tagName === "ARTICLE") count++;
    }
    for (const group of document.querySelectorAll<HTMLElement>("[data-search-group]")) {
      group.hidden = words.length > 0 && !group.querySelector("[data-search]:not([hidden])");
    }
    setShown(words.length ? count : null);
  }

  return (
    <div role="search" className="mb-4">
      <label htmlFor="docs-search" className="mb-1 block text-sm font-medium">
        Search the API
      </label>
      <input
        id="docs-search"
        type="search"
        value={query}
        onChange={(event) => filter(event.target.value)}
        placeholder="e.g. reviews, PATCH, sales"
        className="block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm placeholder:text-zinc-500 focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/40 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
      />
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400" role="status">
        {shown === null ? "" : shown === 1 ? "1 operation matches" : `${shown} operations match`}
      </p>
    </div>
  );
}
