"use client";

import { useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { SelectField } from "@/components/ui/field";
import { listLocales } from "@/lib/locales/operations";
import type { AppInfo, VersionDetail } from "@/client/api-types";
import { localeName } from "@/client/store-labels";
import { useLeaveGuard } from "@/client/use-leave-guard";
import { useOperation } from "@/client/use-operation";

import { LocaleScreenshots } from "@/components/screenshots/locale-screenshots";

import { LocaleForm } from "./locale-form";

/**
 * Choose a locale (one of the app's, or one to add) and edit it next to the primary locale.
 * Unsaved edits are guarded: switching locale or leaving the page asks first.
 */
export function LocaleEditor({
  appId,
  locales,
  primaryLocale,
  selected,
  onSelect,
  appInfo,
  version,
}: {
  appId: string;
  /** The app's locales, primary first. */
  locales: string[];
  primaryLocale: string | null;
  selected: string;
  onSelect: (locale: string) => void;
  appInfo: AppInfo | null;
  version: VersionDetail | null;
}) {
  const [dirty, setDirty] = useState(false);
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const guard = useLeaveGuard(dirty);
  // App Store Connect's list of locales does not change while the page is open.
  const all = useOperation(listLocales, {}, { staleTime: Infinity });
  const known = [...locales, ...(locales.includes(selected) ? [] : [selected])];
  const addable = (all.data?.items ?? []).filter((item) => !known.includes(item.locale));

  function choose(locale: string) {
    if (locale === selected) return;
    if (dirty) setSwitchTo(locale);
    else onSelect(locale);
  }

  const label = (code: string) => `${localeName(code)} (${code})${code === primaryLocale ? ", primary" : ""}`;
  return (
    <div className="flex flex-col gap-5">
      <div className="max-w-sm">
        <SelectField label="Locale" value={selected} onChange={(event) => choose(event.target.value)} data-testid="locale-select">
          <optgroup label="This app's locales">
            {known.map((code) => (
              <option key={code} value={code}>
                {label(code)}
              </option>
            ))}
          </optgroup>
          {addable.length > 0 && (
            <optgroup label="Add a locale">
              {addable.map((item) => (
                <option key={item.locale} value={item.locale}>
                  {label(item.locale)}
                </option>
              ))}
            </optgroup>
          )}
        </SelectField>
        {!locales.includes(selected) && (
          <p className="mt-1.5 text-xs text-zinc-600 dark:text-zinc-400">
            A new locale: saving adds it in App Store Connect (the app information needs a name).
          </p>
        )}
      </div>
      <LocaleForm
        key={selected}
        appId={appId}
        locale={selected}
        primaryLocale={primaryLocale}
        appInfo={appInfo}
        version={version}
        onDirtyChange={setDirty}
      />
      {version && locales.includes(selected) && <LocaleScreenshots appId={appId} versionId={version.id} locale={selected} />}
      <ConfirmDialog
        open={switchTo !== null || guard.pendingHref !== null}
        title="Discard your changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setDirty(false);
          if (switchTo) {
            onSelect(switchTo);
            setSwitchTo(null);
          } else guard.leave();
        }}
        onCancel={() => {
          setSwitchTo(null);
          guard.stay();
        }}
      >
        Your changes to {localeName(selected)} are not saved. {switchTo ? `Switching to ${localeName(switchTo)}` : "Leaving this page"}{" "}
        discards them.
      </ConfirmDialog>
    </div>
  );
}
