import { FIELD_LABELS, type Mutation } from "./mutations";

export interface ChangeLine {
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
