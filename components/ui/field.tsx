"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

import { characterCount, utf8ByteLength, type LengthUnit } from "@/lib/text/store-text";

export const inputClass =
  "block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm shadow-xs placeholder:text-zinc-500 " +
  "focus:border-indigo-600 focus:outline-none focus:ring-2 focus:ring-indigo-600/40 disabled:bg-zinc-100 disabled:text-zinc-500 " +
  "aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:disabled:bg-zinc-800";

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  /** Shows "count / limit", in the unit App Store Connect counts the field in. */
  limit?: number;
  /** Characters (code points) unless App Store Connect counts the field in bytes of UTF-8 (keywords). */
  unit?: LengthUnit;
  value?: string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
}

/** Near the limit when this little is left: a tenth of it, at least 5 characters. */
const nearLimit = (limit: number) => Math.max(5, Math.ceil(limit / 10));

const unitWord = (n: number, unit: LengthUnit) => (n === 1 ? unit.slice(0, -1) : unit);

/** What a screen reader hears about the count: nothing until the text nears its limit. */
function countAnnouncement(count: number, limit: number, unit: LengthUnit): string {
  if (count > limit) return `${(count - limit).toLocaleString()} ${unitWord(count - limit, unit)} over the limit`;
  const left = limit - count;
  return left <= nearLimit(limit) ? `${left.toLocaleString()} ${unitWord(left, unit)} left` : "";
}

/**
 * A labelled control with its hint, character counter and field errors, wired for screen readers.
 * The counter is always visible; it is announced only near and over the limit.
 */
export function Field({ label, hint, errors = [], limit, unit = "characters", value, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errors.length ? `${id}-errors` : null, limit ? `${id}-count` : null]
    .filter(Boolean)
    .join(" ");
  const count = limit === undefined ? 0 : unit === "bytes" ? utf8ByteLength(value ?? "") : characterCount(value ?? "");
  const over = limit !== undefined && count > limit;
  const near = limit !== undefined && !over && limit - count <= nearLimit(limit);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {limit !== undefined && (
          <>
            <span
              id={`${id}-count`}
              className={`text-xs tabular-nums ${over ? "font-semibold text-red-700 dark:text-red-400" : near ? "text-amber-800 dark:text-amber-300" : "text-zinc-600 dark:text-zinc-400"}`}
            >
              {count.toLocaleString()} / {limit.toLocaleString()}
              {unit === "bytes" ? " bytes" : <span className="sr-only"> characters</span>}
            </span>
            <span className="sr-only" aria-live="polite">
              {countAnnouncement(count, limit, unit)}
            </span>
          </>
        )}
      </div>
      {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": errors.length > 0 || over || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="text-xs text-red-700 dark:text-red-400">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Common = { label: ReactNode; hint?: ReactNode; errors?: string[]; limit?: number; unit?: LengthUnit };

export function TextField({ label, hint, errors, limit, unit, className = "", ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      limit={limit}
      unit={unit}
      value={typeof props.value === "string" ? props.value : undefined}
    >
      {(aria) => <input className={`${inputClass} ${className}`} {...aria} {...props} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  errors,
  limit,
  unit,
  className = "",
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      label={label}
      hint={hint}
      errors={errors}
      limit={limit}
      unit={unit}
      value={typeof props.value === "string" ? props.value : undefined}
    >
      {(aria) => <textarea className={`${inputClass} ${className}`} rows={4} {...aria} {...props} />}
    </Field>
  );
}

export function SelectField({ label, hint, errors, className = "", children, ...props }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} hint={hint} errors={errors}>
      {(aria) => (
        <select className={`${inputClass} ${className}`} {...aria} {...props}>
          {children}
        </select>
      )}
    </Field>
  );
}

export function Checkbox({
  label,
  hint,
  ...props
}: { label: ReactNode; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-zinc-300 accent-zinc-900 dark:accent-white"
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...props}
      />
      <div className="flex flex-col">
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
        {hint && (
          <span id={`${id}-hint`} className="text-xs text-zinc-600 dark:text-zinc-400">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
