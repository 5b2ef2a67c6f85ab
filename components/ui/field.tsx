"use client";

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

import { characterCount } from "@/lib/ui/labels";

export const inputClass =
  "block w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm shadow-xs placeholder:text-zinc-400 " +
  "focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/20 disabled:bg-zinc-100 disabled:text-zinc-500 " +
  "aria-invalid:border-red-500 dark:border-zinc-700 dark:bg-zinc-900 dark:disabled:bg-zinc-800";

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  /** Shows "count / limit" (in characters, as App Store Connect counts them). */
  limit?: number;
  value?: string;
  children: (props: { id: string; "aria-describedby"?: string; "aria-invalid"?: boolean }) => ReactNode;
}

/** A labelled control with its hint, character counter and field errors, wired for screen readers. */
export function Field({ label, hint, errors = [], limit, value, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, errors.length ? `${id}-errors` : null, limit ? `${id}-count` : null]
    .filter(Boolean)
    .join(" ");
  const count = limit !== undefined ? characterCount(value ?? "") : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {limit !== undefined && (
          <span
            id={`${id}-count`}
            className={`text-xs tabular-nums ${count > limit ? "font-semibold text-red-600" : "text-zinc-500"}`}
            aria-live="polite"
          >
            {count.toLocaleString()} / {limit.toLocaleString()}
            {count > limit && <span className="sr-only"> characters: over the limit</span>}
          </span>
        )}
      </div>
      {children({
        id,
        "aria-describedby": describedBy || undefined,
        "aria-invalid": errors.length > 0 || count > (limit ?? Infinity) || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      )}
      {errors.length > 0 && (
        <ul id={`${id}-errors`} className="text-xs text-red-600">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Common = { label: ReactNode; hint?: ReactNode; errors?: string[]; limit?: number };

export function TextField({ label, hint, errors, limit, className = "", ...props }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} errors={errors} limit={limit} value={typeof props.value === "string" ? props.value : undefined}>
      {(aria) => <input className={`${inputClass} ${className}`} {...aria} {...props} />}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  errors,
  limit,
  className = "",
  ...props
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} hint={hint} errors={errors} limit={limit} value={typeof props.value === "string" ? props.value : undefined}>
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
          <span id={`${id}-hint`} className="text-xs text-zinc-500">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
