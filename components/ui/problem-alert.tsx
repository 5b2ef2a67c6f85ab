import Link from "next/link";

import { asProblem, fieldLabel, plainFieldMessage, problemMessage } from "@/client/problem-text";

const strip = (path: string) => path.replace(/^(body|query|params)\.?/, "");

/**
 * One message for an API error, in the user's words. Field errors of the `fields` the form shows
 * under each field are not repeated here; others are listed by their field's name. The code and
 * the request id (to quote to support) wait behind "Details". Renders nothing without an error.
 */
export function ProblemAlert({ error, fields = [], className = "" }: { error: unknown; fields?: string[]; className?: string }) {
  if (!error) return null;
  const problem = asProblem(error);
  const shownInline = (path: string) => fields.some((field) => path === field || path.startsWith(`${field}.`));
  const others = problem.errors.filter((fieldError) => !shownInline(strip(fieldError.path)));
  const message =
    problem.code === "validation_failed" && problem.errors.length > 0 && others.length === 0
      ? "Some fields need a change: see the messages under them."
      : problemMessage(problem);
  return (
    <div
      role="alert"
      className={`rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      <p className="font-medium">{message}</p>
      {problem.code === "quota_exceeded" && (
        <p className="mt-1">
          <Link
            href={`/settings/billing${problem.quota?.teamId ? `?team=${encodeURIComponent(problem.quota.teamId)}` : ""}`}
            className="font-medium underline"
          >
            See your plan and usage
          </Link>
        </p>
      )}
      {others.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {others.map((fieldError) => (
            <li key={`${fieldError.path}:${fieldError.message}`}>
              {fieldLabel(fieldError.path)}: {plainFieldMessage(fieldError.message)}
            </li>
          ))}
        </ul>
      )}
      {problem.status !== 0 && (
        <details className="mt-1.5 text-xs">
          <summary className="cursor-pointer opacity-80">Details</summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 opacity-90">
            <dt>What happened</dt>
            <dd>{problem.title}</dd>
            {problem.detail !== message && (
              <>
                <dt>Message</dt>
                <dd className="break-words">{problem.detail}</dd>
              </>
            )}
            <dt>Code</dt>
            <dd className="font-mono">
              {problem.status} {problem.code}
            </dd>
            {problem.requestId && (
              <>
                <dt>Request id</dt>
                <dd className="font-mono break-all">{problem.requestId}</dd>
              </>
            )}
          </dl>
        </details>
      )}
    </div>
  );
}
