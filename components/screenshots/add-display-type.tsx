"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/field";
import { DISPLAY_TYPE_IDS, DISPLAY_TYPES, type DisplayType } from "@/lib/screenshots/display-types";

/**
 * Starts screenshots of a display type the locale has none of and App Review does not ask for
 * (an iPad size for an app that newly runs on iPad, an older iPhone size): the chosen type gets a
 * place to drop files, and becomes a set with the first upload.
 */
export function AddDisplayType({
  platform,
  shown,
  onAdd,
}: {
  platform: string;
  /** Display types that have a place already. */
  shown: ReadonlySet<string>;
  onAdd: (displayType: DisplayType) => void;
}) {
  const choices = DISPLAY_TYPE_IDS.filter((type) => DISPLAY_TYPES[type].platform === platform && !shown.has(type));
  const [chosen, setChosen] = useState<DisplayType | "">("");
  if (choices.length === 0) return null;
  const value = chosen && choices.includes(chosen) ? chosen : choices[0]!;
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(value);
      }}
    >
      <SelectField label="Screenshots for another device" value={value} onChange={(event) => setChosen(event.target.value as DisplayType)}>
        {choices.map((type) => (
          <option key={type} value={type}>
            {DISPLAY_TYPES[type].name}
          </option>
        ))}
      </SelectField>
      <div>
        <Button type="submit" variant="secondary" size="sm">
          Add this size
        </Button>
      </div>
    </form>
  );
}
