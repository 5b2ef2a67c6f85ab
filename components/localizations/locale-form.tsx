"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { z } from "zod";

import { Button } from "@/components/ui/button";
import { TextAreaField, TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as appInfoOperations from "@/lib/app-info/operations";
import * as locales from "@/lib/locales/operations";
import * as portfolio from "@/lib/portfolio/operations";
import { ApiProblem } from "@/client/api-fetch";
import * as proposalOperations from "@/lib/proposals/operations";
import type { AppInfo, AppInfoLocalization, Proposal, VersionDetail, VersionLocalization, VersionTextField } from "@/client/api-types";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { useContentFindings } from "@/client/use-content-findings";
import { useApp, useTeamPermissions } from "@/client/queries";
import { isProposal, proposedMessage } from "@/client/proposal-text";
import { bodySchema, typedText, useSchemaForm } from "@/client/use-operation-form";
import { VERSION_TEXT_FIELDS } from "@/lib/versions/editable-fields";
import * as versions from "@/lib/versions/operations";
import {
  APP_INFO_FIELD_LABELS,
  APP_INFO_FIELDS,
  APP_INFO_TEXT_LIMITS,
  MIN_APP_NAME_LENGTH,
  VERSION_FIELD_LABELS,
  VERSION_TEXT_LIMITS,
} from "@/client/labels";
import { localeName } from "@/client/store-labels";
import { lengthUnit, storeTextProblems } from "@/lib/text/store-text";

import type { AppInfoField } from "@/lib/app-info/app-info-fields";

type Field = AppInfoField | VersionTextField;
type Values = Record<Field, string>;

/** The version's fields in the order publishers fill them in. */
const VERSION_ORDER: VersionTextField[] = ["promotionalText", "description", "keywords", "whatsNew", "supportUrl", "marketingUrl"];
const MULTILINE = new Set<Field>(["description", "whatsNew", "promotionalText"]);
const LABELS: Record<Field, string> = { ...APP_INFO_FIELD_LABELS, ...VERSION_FIELD_LABELS };
const LIMITS: Record<Field, number> = { ...APP_INFO_TEXT_LIMITS, ...VERSION_TEXT_LIMITS };
const URL_FIELD_NAMES = new Set<Field>(["supportUrl", "marketingUrl", "privacyPolicyUrl"]);

const { acknowledgeWarnings: _info, ...infoShape } = bodySchema(appInfoOperations.updateAppInfoLocalization).shape;
const { acknowledgeWarnings: _texts, ...versionShape } = bodySchema(versions.updateVersionLocalization).shape;
/** Every text of the form with the schema its operation parses it with; an emptied one is cleared (null), but for the name. */
const FIELDS_SCHEMA = typedText(z.strictObject({ ...infoShape, ...versionShape }), {
  emptyIsAbsent: [...APP_INFO_FIELDS.filter((field) => field !== "name"), ...VERSION_TEXT_FIELDS],
});

/** The locale's localization, with `updated` in place of the one it replaces, in locale order. */
const replaced = <T extends { locale: string }>(list: T[], updated: T) =>
  [...list.filter((item) => item.locale !== updated.locale), updated].sort((a, b) => (a.locale < b.locale ? -1 : 1));

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
  // A role that publishes metadata saves to the store; one that proposes sends for approval; the others read.
  const { role, may } = useTeamPermissions(useApp(appId).data?.teamId);
  const proposes = !may("metadata.publish") && may("metadata.propose");
  const readsOnly = role !== undefined && !may("metadata.publish") && !proposes;
  const infoOf = (code: string | null) => appInfo?.localizations.find((item) => item.locale === code);
  const textsOf = (code: string | null) => version?.localizations.find((item) => item.locale === code);
  const saved = valuesOf(infoOf(locale), textsOf(locale));
  const primary = primaryLocale && primaryLocale !== locale ? valuesOf(infoOf(primaryLocale), textsOf(primaryLocale)) : null;
  const infoFields = appInfo ? APP_INFO_FIELDS : [];
  const versionFields = version ? VERSION_ORDER : [];
  const isInfoField = (field: Field): field is AppInfoField => APP_INFO_FIELDS.includes(field as AppInfoField);

  // What the browser checks: the changed fields (only they are sent; an unchanged one is what
  // the store holds, right or not), each with the operation's own schema for it.
  const schema = z.preprocess(
    (input) => Object.fromEntries(Object.entries(input as Values).filter(([field, value]) => value !== saved[field as Field])),
    FIELDS_SCHEMA,
  ) as unknown as z.ZodType<Partial<Record<Field, string | null>> & { acknowledgeWarnings?: boolean }, Values>;

  // The locale's texts as the form opened them (or last saved them): a save over someone else's
  // change since is refused (412) instead of overwriting it.
  const openedEtags = () => ({ info: infoOf(locale)?.etag, version: textsOf(locale)?.etag });
  const opened = useRef(openedEtags());

  const form = useSchemaForm({
    schema,
    defaultValues: saved,
    keepValues: true,
    // The app information first, then the version; only what changed.
    send: async (checked) => {
      const { acknowledgeWarnings, ...texts } = checked;
      const flag = acknowledgeWarnings ? { acknowledgeWarnings: true } : {};
      const info = Object.fromEntries(Object.entries(texts).filter(([field]) => isInfoField(field as Field)));
      const versionTexts = Object.fromEntries(Object.entries(texts).filter(([field]) => !isInfoField(field as Field)));
      const proposals: Proposal[] = [];
      if (Object.keys(info).length > 0) {
        const updated = await call(
          appInfoOperations.updateAppInfoLocalization,
          { params: { appId, locale }, body: { ...info, ...flag } },
          { ifMatch: opened.current.info },
        );
        if (isProposal(updated)) proposals.push(updated);
        else {
          opened.current.info = updated.etag;
          queryClient.setQueryData<AppInfo>(operationKey(appInfoOperations.getAppInfo, { params: { appId } }), (current) =>
            current ? { ...current, localizations: replaced(current.localizations, updated) } : current,
          );
        }
      }
      if (Object.keys(versionTexts).length > 0 && version) {
        const params = { appId, versionId: version.id };
        const updated = await call(
          versions.updateVersionLocalization,
          { params: { ...params, locale }, body: { ...versionTexts, ...flag } },
          { ifMatch: opened.current.version },
        );
        if (isProposal(updated)) proposals.push(updated);
        else {
          opened.current.version = updated.etag;
          queryClient.setQueryData<VersionDetail>(operationKey(versions.getVersion, { params }), (current) =>
            current ? { ...current, localizations: replaced(current.localizations, updated) } : current,
          );
        }
      }
      return proposals;
    },
    onSuccess: (proposals) => {
      if (proposals.length === 0) toast.success(`${localeName(locale)} saved to App Store Connect.`);
      else {
        toast.success(proposedMessage(proposals[0]!));
        // The store still holds what it held: the form shows that, and the queue shows the proposal.
        form.form.reset(saved);
        void queryClient.invalidateQueries({ queryKey: operationKey(proposalOperations.listProposals, { params: { appId } }) });
      }
    },
  });
  const save = form.mutation;
  // Part may have been written before a refusal: read everything again either way.
  const { isSuccess, isError } = save;
  useEffect(() => {
    if (!isSuccess && !isError) return;
    void queryClient.invalidateQueries({ queryKey: operationKey(locales.listAppLocales, { params: { appId } }) });
    void queryClient.invalidateQueries({ queryKey: operationKey(portfolio.getAppSummary, { params: { appId } }) });
  }, [isSuccess, isError, queryClient, appId]);

  const values = form.values as Values;
  const changed = [...infoFields, ...versionFields].filter((field) => values[field] !== saved[field]);
  const dirty = changed.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const editable = (field: Field) =>
    isInfoField(field)
      ? (appInfo?.editableFields.includes(field) ?? false)
      : (version?.editableFields.includes(field as VersionTextField) ?? false);
  const tooLong = changed.some((field) => storeTextProblems(field, values[field], LIMITS[field]).length > 0);

  // A refusal, the browser's or the server's, that names fields: take the user to the first one.
  const formElement = useRef<HTMLFormElement>(null);
  const { submitCount } = form.form.formState;
  useEffect(() => {
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [save.error, submitCount]);

  // Someone else saved this locale since the form opened: nothing of this save went over it.
  const overtaken = save.error instanceof ApiProblem && save.error.code === "precondition_failed";
  const [reloads, setReloads] = useState(0);
  async function loadTheirVersion() {
    await Promise.all([
      queryClient.refetchQueries({ queryKey: operationKey(appInfoOperations.getAppInfo, { params: { appId } }) }),
      version && queryClient.refetchQueries({ queryKey: operationKey(versions.getVersion, { params: { appId, versionId: version.id } }) }),
    ]);
    setReloads((count) => count + 1);
  }
  // Once read again, the form starts from their version (this render's `saved`).
  useEffect(() => {
    if (reloads === 0) return;
    form.form.reset(saved);
    opened.current = openedEtags();
    save.reset();
    // Only when a reload finished: `saved` and the ETags are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per reload, with that render's values
  }, [reloads]);

  // "Save anyway" passes warnings only: a hard finding (the app's forbidden words) must be changed.
  const precheckRefused =
    save.error instanceof ApiProblem &&
    save.error.code === "precheck_failed" &&
    !save.error.errors.some((error) => error.severity === "hard");

  // The content precheck's rules as the server applies them (the app's word lists and link checks are the server's), once loaded.
  const contentFindings = useContentFindings();
  const findingsOf = (field: Field) =>
    contentFindings?.(values[field], {
      kind: URL_FIELD_NAMES.has(field) ? "url" : field === "keywords" ? "keywords" : "store_text",
      field,
      locale,
    }) ?? [];

  const row = (field: Field) => {
    const canEdit = editable(field);
    const common = {
      label: LABELS[field],
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
      ...form.text(field),
      // What App Store Connect would refuse shows while typing; the checks on saving (the browser's, then the server's) after.
      errors: [
        ...new Set([
          ...(values[field] !== saved[field] ? storeTextProblems(field, values[field], LIMITS[field]) : []),
          ...form.errors(field),
        ]),
      ],
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
    <form
      ref={formElement}
      onSubmit={form.onSubmit}
      className="flex flex-col gap-6"
      aria-label={`Texts in ${localeName(locale)}`}
      noValidate
    >
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
      {overtaken ? (
        <div
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-medium">Changed by someone else since you opened it.</p>
          <p className="mt-1">
            Nothing was saved, so their change stays. Your text is still in the form: copy what you want to keep, then load their version
            and make your change again.
          </p>
          <Button variant="secondary" className="mt-2" onClick={() => void loadTheirVersion()}>
            Load their version
          </Button>
        </div>
      ) : (
        <ProblemAlert error={save.error} fields={form.fieldNames} />
      )}
      <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-3 border-t border-zinc-200 bg-white px-5 py-3 dark:border-zinc-800 dark:bg-zinc-900">
        {readsOnly ? (
          <p className="text-sm text-zinc-600 dark:text-zinc-400">
            Your role reads these texts; a member who publishes metadata changes them.
          </p>
        ) : (
          <Button type="submit" pending={save.isPending} disabled={!dirty || tooLong}>
            {proposes ? "Send for approval" : "Save to App Store Connect"}
          </Button>
        )}
        {precheckRefused && dirty && !save.isPending && (
          <Button variant="secondary" onClick={() => form.submit({ acknowledgeWarnings: true })} disabled={tooLong}>
            Save anyway
          </Button>
        )}
        {dirty && !save.isPending && (
          <Button
            variant="ghost"
            onClick={() => {
              form.form.reset(saved);
              opened.current = openedEtags();
            }}
          >
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
