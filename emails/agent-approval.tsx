import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { line, link, paragraph } from "./components/fields";
import { EmailLayout } from "./components/layout";
import { MultilineText } from "./components/multiline-text";
import { colors, label, panel, text } from "./components/styles";

const change = z.strictObject({
  field: line(100).describe("The store field that would change, e.g. `Subtitle`."),
  before: paragraph(4000).describe("Its current value."),
  after: paragraph(4000).describe("The value the agent proposes."),
});

const review = z.strictObject({
  rating: z.int().min(1).max(5).describe("Its star rating, as stored."),
  language: line(60).describe("The language it is written in, by name."),
  title: line(200).nullable().describe("Its title, the customer's words."),
  body: paragraph(4000).nullable().describe("Its text, the customer's words."),
});

export const propsSchema = z.strictObject({
  appName: line(100).describe("The app the agent works on."),
  summary: line(150).describe("One line saying what the agent wants to change, in the service's words (never a model's or a customer's)."),
  rationale: paragraph(2000).describe("Why the agent proposes it."),
  changes: z.array(change).min(1).max(20).describe("Each field the change touches, with its value before and after."),
  review: review
    .nullable()
    .describe("For a reply: the review it answers, as stored. Its title and text are shown quoted, as the customer's words."),
  fromModel: z.boolean().describe("Whether an AI model wrote the proposed values: they are then marked as its words."),
  approveUrl: link().describe("The page where the change is reviewed and approved or rejected."),
});

export type AgentApprovalEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: AgentApprovalEmailProps = {
  appName: "Tide Tables",
  summary: "Rewrite the subtitle to mention offline charts",
  rationale:
    "Reviews from the last 30 days mention offline use 14 times, and searches for “offline tides” grew 40%.\nThe current subtitle does not mention it.",
  changes: [{ field: "Subtitle (American English)", before: "Tides for every beach", after: "Offline tide charts, worldwide" }],
  review: null,
  fromModel: true,
  approveUrl: "http://localhost:3000/apps/tide-tables/agent/proposals/7",
};

export const subject = (props: AgentApprovalEmailProps) => `Approval needed for ${props.appName}: ${props.summary}`;

const stars = (rating: number) => `${rating} ${rating === 1 ? "star" : "stars"}`;

/**
 * Sent when an app's AI agent proposes a store change that needs a person to approve it.
 * Nothing is published until someone approves, so the email shows the change in full. The
 * subject and the first line are the service's words; what a customer or a model wrote appears
 * only below, quoted and labelled as theirs.
 */
export function AgentApprovalEmail({ appName, summary, rationale, changes, review, fromModel, approveUrl }: AgentApprovalEmailProps) {
  return (
    <EmailLayout
      preview={`${appName}: ${summary}`}
      heading="A store change is waiting for your approval"
      reason="You received this email because you can approve changes for this app."
    >
      <Text style={text}>
        The agent for <strong>{appName}</strong> proposes: {summary}
      </Text>
      <Text style={label}>Why</Text>
      <MultilineText value={rationale} />
      {review && (
        <Section style={panel}>
          <Text style={label}>
            The review ({stars(review.rating)}, in {review.language}), in the customer&apos;s own words
          </Text>
          {review.title && <Text style={{ ...text, fontWeight: 600 }}>“{review.title}”</Text>}
          {review.body && <MultilineText value={`“${review.body}”`} style={{ ...text, fontStyle: "italic" }} />}
        </Section>
      )}
      {changes.map((item, index) => (
        <Section key={index} style={panel}>
          <Text style={{ ...text, fontWeight: 600 }}>{item.field}</Text>
          <Text style={label}>Before</Text>
          <MultilineText value={item.before} style={{ ...text, color: colors.muted }} />
          <Text style={label}>{fromModel ? "After, in the AI model's own words" : "After"}</Text>
          <MultilineText value={item.after} />
        </Section>
      ))}
      <ActionButton href={approveUrl} label="Review and approve" />
      <Text style={text}>Nothing changes in the store until the proposal is approved.</Text>
    </EmailLayout>
  );
}

AgentApprovalEmail.PreviewProps = sampleProps;
export default AgentApprovalEmail;
