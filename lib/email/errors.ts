/**
 * Errors of the template side of email. They carry no HTTP status: the API layer maps
 * them (both are a 400 `validation_failed`), jobs treat them as permanent failures.
 */

/** No template has this id. Routes validate with `emailTemplateId` first, so this is a last line. */
export class UnknownTemplateError extends Error {
  readonly templateId: string;

  constructor(templateId: string) {
    // Bounded: the id can come straight from a request body.
    super(`There is no email template ${JSON.stringify(templateId.slice(0, 100))}.`);
    this.name = "UnknownTemplateError";
    this.templateId = templateId;
  }
}

interface EmailPropsIssue {
  /** Dotted path inside the props, e.g. `changes.0.after`. */
  path: string;
  message: string;
}

/** The props do not match the template's schema; `issues` lists every problem. */
export class InvalidEmailPropsError extends Error {
  readonly templateId: string;
  readonly issues: EmailPropsIssue[];

  constructor(templateId: string, issues: EmailPropsIssue[]) {
    const listed = issues.map((issue) => `${issue.path || "(root)"}: ${issue.message}`).join("; ");
    super(`Invalid props for email template "${templateId}": ${listed}`);
    this.name = "InvalidEmailPropsError";
    this.templateId = templateId;
    this.issues = issues;
  }
}
