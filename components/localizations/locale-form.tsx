"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch, seg } from "@/lib/ui/api-fetch";
import type { AppInfo, AppInfoLocalization, VersionDetail, VersionLocalization, VersionTextField } from "@/lib/ui/api-types";
import {
  APP_INFO_FIELD_LABELS,
  APP_INFO_FIELDS,
  APP_INFO_TEXT_LIMITS,
  MIN_APP_NAME_LENGTH,
  VERSION_FIELD_LABELS,
  VERSION_TEXT_LIMITS,
} from "@/lib/ui/labels";
import { keys } from "@/lib/ui/queries";
import { localeName } from "@/lib/ui/store-labels";
import { useFieldErrors } from "@/lib/ui/use-field-errors";
import { contentFindings } from "@/lib/text/content-rules";
import { lengthUnit, storeTextProblems } from "@/lib/text/store-text";
import { ApiProblem } from "@/lib/ui/api-fetch";

import type { AppInfoField } from "@/lib/app-info/app-info-fields";

type Field = AppInfoField | VersionTextField;
type Values = Record<Field, string>;

/** The version's fields in the order publishers fill them in. */
const VERSION_ORDER: VersionTextField[] = ["promotionalText", "description", "keywords", "whatsNew", "supportUrl", "marketingUrl"];
const MULTILINE = new Set<Field>(["description", "whatsNew", "promotionalText"]);
const LABELS: Record<Field, string> = { ...APP_INFO_FIELD_LABELS, ...VERSION_FIELD_LABELS };
const LIMITS: Record<Field, number> = { ...APP_INFO_TEXT_LIMITS, ...VERSION_TEXT_LIMITS };
const URL_FIELD_NAMES = new Set<Field>(["supportUrl", "marketingUrl", "privacyPolicyUrl"]);

function valuesOf(info: AppInfoLocalization | undefined, texts: VersionLocalization | undefined): Values {
  return {
    name: info?.name ?? "",
    subtitle: info?.subtitle ?? "",
    privacyPolicyUrl: info?.privacyPolicyUrl ?? "",
    ...(Object.fromEntries(VERSION_ORDER.map((field) => [field, texts?.[field] ?? ""])) as Record<VersionTextField, string>),
  };
}

export interface LocaleFormProps {
  appId: string;
  locale: string;
  primaryLocale: string | null;
  /** The app information to edit with the version's texts; absent on a version's own page. */
  appInfo: AppInfo | null;
  version: VersionDetail | null;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One locale's texts: the app information (name, subtitle, privacy policy URL) and the version's,
 * next to the primary locale's for reference. Only fields the app info's and the version's states
 * let App Store Connect change are editable; only changed fields are sent (an emptied field is
 * cleared), the app information first, then the version.
 */
export function LocaleForm({ appId, locale, primaryLocale, appInfo, version, onDirtyChange }: LocaleFormProps) {
  const queryClient = useQueryClient();
  const infoOf = (code: string | null) => appInfo?.localizations.find((item) => item.locale === code);
  const textsOf = (code: string | null) => version?.localizations.find((item) => item.locale === code);
  const saved = valuesOf(infoOf(locale), textsOf(locale));
  const primary = primaryLocale && primaryLocale !== locale ? valuesOf(infoOf(primaryLocale), textsOf(primaryLocale)) : null;
  const [values, setValues] = useState(saved);

  const infoFields = appInfo ? APP_INFO_FIELDS : [];
  const versionFields = version ? VERSION_ORDER : [];
  const changed = [...infoFields, ...versionFields].filter((field) => values[field] !== saved[field]);
  const dirty = changed.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const editable = (field: Field) =>
    APP_INFO_FIELDS.includes(field as AppInfoField)
      ? (appInfo?.editableFields.includes(field as AppInfoField) ?? false)
      : (version?.editableFields.includes(field as VersionTextField) ?? false);
  const tooLong = changed.some((field) => storeTextProblems(field, values[field], LIMITS[field]).length > 0);

  const save = useMutation({
    /** `acknowledgeWarnings`: the person saw the precheck's findings and saves anyway. */
    mutationFn: async (acknowledgeWarnings: boolean) => {
      const info = changed.filter((field): field is AppInfoField => APP_INFO_FIELDS.includes(field as AppInfoField));
      const texts = changed.filter((field): field is VersionTextField => !APP_INFO_FIELDS.includes(field as AppInfoField));
      const body = (fields: Field[]) => ({
        ...Object.fromEntries(fields.map((field) => [field, values[field] === "" && field !== "name" ? null : values[field]])),
        ...(acknowledgeWarnings ? { acknowledgeWarnings: true } : {}),
      });
      if (info.length > 0) {
        const updated = await apiFetch<AppInfoLocalization>(`/api/apps/${seg(appId)}/app-info/localizations/${seg(locale)}`, {
          method: "PATCH",
          body: body(info),
        });
        queryClient.setQueryData<AppInfo>(keys.appInfo(appId), (current) =>
          current
            ? {
                ...current,
                localizations: [...current.localizations.filter((item) => item.locale !== locale), updated].sort((a, b) =>
                  a.locale < b.locale ? -1 : 1,
                ),
              }
            : current,
        );
      }
      if (texts.length > 0 && version) {
        const updated = await apiFetch<VersionLocalization>(
          `/api/apps/${seg(appId)}/versions/${seg(version.id)}/localizations/${seg(locale)}`,
          { method: "PATCH", body: body(texts) },
        );
        queryClient.setQueryData<VersionDetail>(keys.version(appId, version.id), (current) =>
          current
            ? {
                ...current,
                localizations: [...current.localizations.filter((item) => item.locale !== locale), updated].sort((a, b) =>
                  a.locale < b.locale ? -1 : 1,
                ),
              }
            : current,
        );
      }
    },
    onSuccess: () => toast.success(`${localeName(locale)} saved to App Store Connect.`),
    // Part may have been written before a refusal: read everything again either way.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.appLocales(appId) });
      void queryClient.invalidateQueries({ queryKey: keys.appSummary(appId) });
    },
  });
  const fieldErrors = useFieldErrors(save.error);

  // A refusal that names fields: take the user to the first one.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (save.error) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save.error]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(false);
  }
  // "Save anyway" passes warnings only: a hard finding (the app's forbidden words) must be changed.
  const precheckRefused =
    save.error instanceof ApiProblem &&
    save.error.code === "precheck_failed" &&
    !save.error.errors.some((error) => error.severity === "hard");

  // The content precheck's rules as the server applies them (the app's word lists and link checks are the server's).
  const findingsOf = (field: Field) =>
    contentFindings(values[field], {
      kind: URL_FIELD_NAMES.has(field) ? "url" : field === "keywords" ? "keywords" : "store_text",
      field,
      locale,
    });

  const row = (field: Field) => {
    const canEdit = editable(field);
    const common = {
      label: LABELS[field],
      name: field,
      value: values[field],
      limit: LIMITS[field],
      unit: lengthUnit(field),
      disabled: !canEdit,
      hint: canEdit
        ? values[field] !== saved[field] && findingsOf(field).length > 0
          ? `Check before saving: ${findingsOf(field)
              .map((finding) => finding.message)
              .join("; ")}.`
          : field === "name"
            ? `${MIN_APP_NAME_LENGTH} to ${LIMITS.name} characters.`
            : field === "keywords"
              ? `Separated by commas, each longer than two characters. App Store Connect counts bytes: a letter like é takes 2, a Japanese or Chinese character 3.`
              : undefined
        : field === "name" || field === "subtitle"
          ? "Changes only with a new version: App Store Connect locks it while the app information is live."
          : "Not editable in this version's state.",
      // What App Store Connect would refuse shows while typing; the server's refusal after saving.
      errors: [
        ...(values[field] !== saved[field] ? storeTextProblems(field, values[field], LIMITS[field]) : []),
        ...fieldErrors.errors(field),
      ],
      onChange: (event: { target: { value: string } }) => {
        fieldErrors.clear(field);
        setValues((current) => ({ ...current, [field]: event.target.value }));
      },
    };
    const control = MULTILINE.has(field) ? <TextAreaField rows={field === "description" ? 8 : 3} {...common} /> : <TextField {...common} />;
    return (
      <SideBySide
        key={field}
        primaryLabel={primaryLocale ? localeName(primaryLocale) : ""}
        primaryValue={primary ? primary[field] : null}
        field={LABELS[field]}
      >
        {control}
      </SideBySide>
    );
  };

  return (
    <form ref={form} onSubmit={onSubmit} className="flex flex-col gap-6" aria-label={`Texts in ${localeName(locale)}`} noValidate>
      {appInfo && (
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold">App information</legend>
          {infoFields.map(row)}
        </fieldset>
      )}
      {version && (
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold">Version {version.versionString}</legend>
          {versionFields.map(row)}
        </fieldset>
      )}
      <ProblemAlert error={save.error} fields={[...infoFields, ...versionFields]} />
      <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-3 border-t border-zinc-200 bg-white px-5 py-3 dark:border-zinc-800 dark:bg-zinc-900">
        <Button type="submit" pending={save.isPending} disabled={!dirty || tooLong}>
          Save to App Store Connect
        </Button>
        {precheckRefused && dirty && !save.isPending && (
          <Button variant="secondary" onClick={() => save.mutate(true)} disabled={tooLong}>
            Save anyway
          </Button>
        )}
        {dirty && !save.isPending && (
          <Button variant="ghost" onClick={() => setValues(saved)}>
            Discard changes
          </Button>
        )}
        <span className="text-sm text-zinc-600 dark:text-zinc-400" role="status">
          {dirty ? `${changed.length} unsaved ${changed.length === 1 ? "change" : "changes"}` : ""}
        </span>
      </div>
    </form>
  );
}

/** A field next to the primary locale's text (above it on narrow screens). */
function SideBySide({
  primaryLabel,
  primaryValue,
  field,
  children,
}: {
  primaryLabel: string;
  primaryValue: string | null;
  field: string;
  children: ReactNode;
}) {
  if (primaryValue === null) return <div className="min-w-0">{children}</div>;
  return (
    <div className="grid min-w-0 gap-2 lg:grid-cols-2 lg:gap-6">
      <div className="min-w-0">
        <p className="mb-1.5 text-xs font-medium text-zinc-600 lg:text-sm dark:text-zinc-400">
          {field} in {primaryLabel} <span className="font-normal">(primary)</span>
        </p>
        <p
          className="rounded-md bg-zinc-50 px-3 py-2 text-sm break-words whitespace-pre-line text-zinc-700 dark:bg-zinc-800/60 dark:text-zinc-300"
          data-testid="primary-text"
        >
          {primaryValue || <span className="text-zinc-600 italic dark:text-zinc-400">Empty</span>}
        </p>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
