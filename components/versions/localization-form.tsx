"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { VersionDetail, VersionLocalization, VersionTextField } from "@/lib/ui/api-types";
import { characterCount, VERSION_FIELD_LABELS, VERSION_FIELDS, VERSION_TEXT_LIMITS } from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";

type Values = Record<VersionTextField, string>;

const valuesOf = (localization: VersionLocalization): Values =>
  Object.fromEntries(VERSION_FIELDS.map((field) => [field, localization[field] ?? ""])) as Values;

const MULTILINE = new Set<VersionTextField>(["description", "whatsNew", "promotionalText"]);

/**
 * One locale's metadata. Only the fields the version's state lets App Store Connect change are
 * editable; only changed fields are sent (an emptied field is cleared).
 */
export function LocalizationForm({
  appId,
  version,
  localization,
}: {
  appId: string;
  version: VersionDetail;
  localization: VersionLocalization;
}) {
  const queryClient = useQueryClient();
  const initial = valuesOf(localization);
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);
  const changed = VERSION_FIELDS.filter((field) => values[field] !== initial[field]);
  const overLimit = VERSION_FIELDS.some((field) => characterCount(values[field]) > VERSION_TEXT_LIMITS[field]);

  const save = useMutation({
    mutationFn: () =>
      apiFetch<VersionLocalization>(`/api/apps/${seg(appId)}/versions/${seg(version.id)}/localizations/${seg(localization.locale)}`, {
        method: "PATCH",
        body: Object.fromEntries(changed.map((field) => [field, values[field] === "" ? null : values[field]])),
      }),
    onSuccess: (updated) => {
      queryClient.setQueryData<VersionDetail>(keys.version(appId, version.id), (current) =>
        current
          ? { ...current, localizations: current.localizations.map((item) => (item.locale === updated.locale ? updated : item)) }
          : current,
      );
      setValues(valuesOf(updated));
      setSaved(true);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={`Metadata for ${localization.locale}`}>
      {VERSION_FIELDS.map((field) => {
        const editable = version.editableFields.includes(field);
        const common = {
          label: VERSION_FIELD_LABELS[field],
          name: field,
          value: values[field],
          limit: VERSION_TEXT_LIMITS[field],
          disabled: !editable,
          hint: editable ? undefined : "Not editable in this version's state.",
          errors: fieldErrors(save.error, field),
          onChange: (event: { target: { value: string } }) => {
            setSaved(false);
            setValues((current) => ({ ...current, [field]: event.target.value }));
          },
        };
        return MULTILINE.has(field) ? (
          <TextAreaField key={field} rows={field === "promotionalText" ? 3 : 6} {...common} />
        ) : (
          <TextField key={field} {...common} />
        );
      })}
      <ProblemAlert error={save.error} />
      <div className="flex items-center gap-3">
        <Button type="submit" pending={save.isPending} disabled={changed.length === 0 || overLimit}>
          Save to App Store Connect
        </Button>
        {changed.length > 0 && !save.isPending && (
          <Button variant="ghost" onClick={() => setValues(initial)}>
            Discard changes
          </Button>
        )}
        {saved && (
          <span role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            Saved to App Store Connect.
          </span>
        )}
      </div>
    </form>
  );
}
