import "server-only";

// From @react-email/render itself: @react-email/components re-exports an older copy (2.0.x).
import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";

import { InvalidEmailPropsError, UnknownTemplateError } from "./errors";
import { findTemplate, type EmailProps, type EmailTemplateId } from "./templates";

// html-to-text upper-cases headings by default, which would shout a user's name ("WELCOME, ADA").
const plainTextOptions = { selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })) };

interface RenderedEmail {
  subject: string;
  html: string;
  /** The plain-text alternative, derived from the HTML so the two never say different things. */
  text: string;
}

/**
 * Renders a template to a subject, HTML and plain text after validating its props.
 * Throws `UnknownTemplateError` or `InvalidEmailPropsError`; both mean "do not retry".
 */
export async function renderEmail<Id extends EmailTemplateId>(id: Id, props: EmailProps<Id>): Promise<RenderedEmail>;
export async function renderEmail(id: string, props: unknown): Promise<RenderedEmail>;
export async function renderEmail(id: string, props: unknown): Promise<RenderedEmail> {
  const template = findTemplate(id);
  if (!template) throw new UnknownTemplateError(id);

  const parsed = template.propsSchema.safeParse(props);
  if (!parsed.success) {
    throw new InvalidEmailPropsError(
      id,
      parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
    );
  }

  const html = await render(createElement(template.component, parsed.data));
  // Converting the HTML we already have, rather than rendering a second time with `plainText: true`
  // (which does the same conversion with the same selectors).
  const text = toPlainText(html, plainTextOptions);
  return { subject: template.subject(parsed.data), html, text };
}
