import { ApiProblem } from "@/lib/ui/api-fetch";

/**
 * Shows an API error as the user needs it: the problem's `detail`, each invalid field's
 * message and the request id to quote to support. Renders nothing without an error.
 */
export function ProblemAlert({ error, className = "" }: { error: unknown; className?: string }) {
  if (!error) return null;
  const problem =
    error instanceof ApiProblem
      ? error
      : new ApiProblem({
          status: 0,
          code: "client_error",
          title: "Something went wrong",
          detail: error instanceof Error ? error.message : String(error),
        });
  return (
    <div
      role="alert"
      className={`rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      <p className="font-medium">{problem.detail}</p>
      {problem.errors.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {problem.errors.map((fieldError) => (
            <li key={`${fieldError.path}:${fieldError.message}`}>
              <span className="font-mono text-xs">{fieldError.path.replace(/^(body|query|params)\./, "")}</span>: {fieldError.message}
            </li>
          ))}
        </ul>
      )}
      {problem.requestId && <p className="mt-1 text-xs opacity-75">Request id: {problem.requestId}</p>}
    </div>
  );
}

/** The field messages of an API error for one field, for `errors` of a form field. */
export const fieldErrors = (error: unknown, field: string): string[] => (error instanceof ApiProblem ? error.fieldErrors(field) : []);
