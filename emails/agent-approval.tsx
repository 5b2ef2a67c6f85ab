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

export const propsSchema = z.strictObject({
  appName: line(100).describe("The app the agent works on."),
  summary: line(150).describe("One line saying what the agent wants to change."),
  rationale: paragraph(2000).describe("Why the agent proposes it."),
  changes: z.array(change).min(1).max(20).describe("Each field the change touches, with its value before and after."),
  approveUrl: link().describe("The page where the change is reviewed and approved or rejected."),
});

export type AgentApprovalEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: AgentApprovalEmailProps = {
  appName: "Tide Tables",
  summary: "Rewrite the subtitle to mention offline charts",
  rationale:
    "Reviews from the last 30 days mention offline use 14 times, and searches for “offline tides” grew 40%.\nThe current subtitle does not mention it.",
  changes: [{ field: "Subtitle (en-US)", before: "Tides for every beach", after: "Offline tide charts, worldwide" }],
  approveUrl: "http://localhost:3000/apps/tide-tables/agent/proposals/7",
};

export const subject = (props: AgentApprovalEmailProps) => `Approval needed for ${props.appName}: ${props.summary}`;

/**
 * Sent when an app's AI agent proposes a store change that needs a person to approve it.
 * Nothing is published until someone approves, so the email shows the change in full.
 */
export function AgentApprovalEmail({ appName, summary, rationale, changes, approveUrl }: AgentApprovalEmailProps) {
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
      {changes.map((item, index) => (
        <Section key={index} style={panel}>
          <Text style={{ ...text, fontWeight: 600 }}>{item.field}</Text>
          <Text style={label}>Before</Text>
          <MultilineText value={item.before} style={{ ...text, color: colors.muted }} />
          <Text style={label}>After</Text>
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
