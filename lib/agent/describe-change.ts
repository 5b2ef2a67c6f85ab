import { FIELD_LABELS, type Mutation } from "./mutations";

interface ChangeLine {
  field: string;
  before: string;
  after: string;
}

/** The fields a mutation changes, labelled for people: what emails and notifications show. */
export function describeChange(mutation: Mutation): ChangeLine[] {
  switch (mutation.type) {
    case "update_localization":
      return [
        { field: `${FIELD_LABELS[mutation.field]} (${mutation.locale})`, before: mutation.before ?? "(empty)", after: mutation.after },
      ];
    case "reply_to_review":
      return [
        {
          field: `Reply to the ${mutation.rating}-star review "${mutation.reviewTitle ?? "untitled"}"`,
          before: mutation.before ?? "(no reply)",
          after: mutation.after,
        },
      ];
    case "create_experiment":
      return [
        {
          field: "Product page experiment",
          before: "(none)",
          after: `${mutation.after.name}: ${mutation.after.treatments.map((t) => t.name).join(", ")} at ${mutation.after.trafficProportion}% of traffic`,
        },
      ];
  }
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * One line saying what a change does, built from the change itself: the approval summary, the
 * email's subject and the push's text for a model's proposal, whose own words are never trusted
 * to say what it changes (a "Fix a typo" over a spam description).
 */
export function summarizeChange(mutation: Mutation): string {
  switch (mutation.type) {
    case "update_localization":
      return `${mutation.before === null ? "Fill in" : "Change"} ${FIELD_LABELS[mutation.field].toLowerCase()} (${mutation.locale})`;
    case "reply_to_review":
      return `${mutation.before === null ? "Reply" : "Change the reply"} to a ${mutation.rating}-star review${
        mutation.reviewTitle ? ` ("${clip(mutation.reviewTitle, 60)}")` : ""
      }`;
    case "create_experiment":
      return `Create a product page experiment ("${clip(mutation.after.name, 60)}", ${mutation.after.treatments.length} treatment${
        mutation.after.treatments.length === 1 ? "" : "s"
      }, ${mutation.after.trafficProportion}% of traffic)`;
  }
}
