"use client";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/field";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import { MAX_SCREENSHOTS_PER_SET } from "@/lib/screenshots/display-types";
import * as screenshots from "@/lib/screenshots/operations";
import { plural } from "@/client/format";
import { localeName } from "@/client/store-labels";
import { useOperation } from "@/client/use-operation";
import { useOperationForm } from "@/client/use-operation-form";

import type { ScreenshotUpload } from "./use-screenshot-upload";

interface Props {
  appId: string;
  versionId: string;
  locale: string;
  setId: string;
  displayType: string;
  displayTypeName: string;
  /** How many screenshots the set copies. */
  count: number;
  onClose: () => void;
  onStarted: (upload: ScreenshotUpload) => void;
}

/**
 * Copies a set to the version's other locales, ticked one by one: after their screenshots of the
 * same display type, or instead of them (which says first that theirs are deleted).
 */
export function CopySetDialog(props: Props) {
  return (
    <ModalDialog open title={`Copy the ${props.displayTypeName} screenshots`} onClose={props.onClose}>
      <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
        {plural(props.count, "screenshot")} from {localeName(props.locale)}, in this order, to the same display size in the languages you
        tick.
      </p>
      <CopyForm {...props} />
    </ModalDialog>
  );
}

function CopyForm({ appId, versionId, locale, setId, displayType, displayTypeName, count, onClose, onStarted }: Props) {
  // Every locale of the version, with its screenshots: the choices and how many each has of this display type.
  const all = useOperation(screenshots.getVersionScreenshots, { params: { appId, versionId } });
  const form = useOperationForm(screenshots.copyScreenshotSet, {
    params: { appId, versionId, setId },
    defaultValues: { locales: [], mode: "append" },
    onSuccess: (upload) => {
      onStarted(upload);
      onClose();
    },
  });
  const chosen = form.values.locales ?? [];
  const replace = form.values.mode === "replace";

  return (
    <QueryState query={all} loadingLabel="Loading the version's languages…">
      {(data) => {
        const others = data.localizations
          .filter((localization) => localization.locale !== locale)
          .map((localization) => ({
            locale: localization.locale,
            has: localization.sets.find((set) => set.displayType === displayType)?.screenshots.length ?? 0,
          }))
          .sort((a, b) => localeName(a.locale).localeCompare(localeName(b.locale)));
        const tooMany = replace
          ? []
          : others.filter((other) => chosen.includes(other.locale) && other.has + count > MAX_SCREENSHOTS_PER_SET);
        const localeErrors = form.errors("locales");
        return (
          <form onSubmit={form.onSubmit} className="mt-4 flex flex-col gap-4" aria-label={`Copy the ${displayTypeName} screenshots`}>
            <ProblemAlert error={form.problem} fields={form.fieldNames} />
            {others.length === 0 ? (
              <p className="text-sm">The version has no other language yet.</p>
            ) : (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-1 text-sm font-medium">Languages</legend>
                <div className="flex max-h-60 flex-col gap-2 overflow-y-auto">
                  {others.map((other) => (
                    <Checkbox
                      key={other.locale}
                      label={localeName(other.locale)}
                      hint={other.has === 0 ? "None of this size yet" : `Has ${plural(other.has, "screenshot")} of this size`}
                      checked={chosen.includes(other.locale)}
                      onChange={(event) =>
                        form.set(
                          "locales",
                          event.target.checked ? [...chosen, other.locale] : chosen.filter((code) => code !== other.locale),
                        )
                      }
                    />
                  ))}
                </div>
                {localeErrors.map((message) => (
                  <p key={message} className="text-xs text-red-700 dark:text-red-400">
                    {message}
                  </p>
                ))}
              </fieldset>
            )}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Their screenshots of this size</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="mode" checked={!replace} onChange={() => form.set("mode", "append")} className="size-4" />
                Add after their screenshots
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" name="mode" checked={replace} onChange={() => form.set("mode", "replace")} className="size-4" />
                Replace their screenshots
              </label>
              {replace && (
                <p className="rounded-md bg-amber-50 p-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
                  Their current {displayTypeName} screenshots are deleted in App Store Connect before the copies are added. This cannot be
                  undone.
                </p>
              )}
              {tooMany.length > 0 && (
                <p className="text-sm text-red-700 dark:text-red-400">
                  {tooMany.map((other) => localeName(other.locale)).join(", ")} would have more than {MAX_SCREENSHOTS_PER_SET} (Apple&apos;s
                  most): replace their screenshots, or leave {tooMany.length === 1 ? "it" : "them"} out.
                </p>
              )}
            </fieldset>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant={replace ? "danger" : "primary"}
                pending={form.pending}
                disabled={others.length === 0 || tooMany.length > 0}
              >
                {replace ? "Copy and replace" : "Copy"}
              </Button>
            </div>
          </form>
        );
      }}
    </QueryState>
  );
}
