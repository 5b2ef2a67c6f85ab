import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { instant, line, link } from "./components/fields";
import { formatInstant } from "./components/format";
import { EmailLayout } from "./components/layout";
import { nameForSubject } from "./components/subject-name";
import { label, panel, text } from "./components/styles";

export const propsSchema = z.strictObject({
  teamName: line(100).describe("The team the webhook endpoint belongs to."),
  endpointUrl: line(300).describe("The endpoint's URL (cut to 300 characters)."),
  reason: line(300).describe("Why it was turned off, in words."),
  disabledAt: instant().describe("When it was turned off (ISO 8601); shown in UTC."),
  settingsUrl: link().describe("The team's page, where the endpoint can be turned back on."),
});

export type WebhookDisabledEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: WebhookDisabledEmailProps = {
  teamName: "Trailmix Labs",
  endpointUrl: "https://example.com/hooks/app-store",
  reason: "Every delivery failed for a day: the last answer was 500.",
  disabledAt: "2025-03-14T09:26:53Z",
  settingsUrl: "http://localhost:3000/teams/trailmix-labs",
};

export const subject = (props: WebhookDisabledEmailProps) => `Webhook turned off for ${nameForSubject(props.teamName, "your team")}`;

/** Sent to a team's owners when the service turns off a webhook endpoint that kept failing. */
export function WebhookDisabledEmail({ teamName, endpointUrl, reason, disabledAt, settingsUrl }: WebhookDisabledEmailProps) {
  return (
    <EmailLayout
      preview={`${nameForSubject(teamName, "Your team")}: a webhook endpoint kept failing and was turned off`}
      heading="A webhook endpoint was turned off"
      reason="You received this email because you own this team."
    >
      <Text style={text}>
        We stopped sending events of <strong>{teamName}</strong> to an endpoint that kept failing. Events that happen while it is off are
        not sent to it. Once it works again, turn it back on; you can send failed deliveries again from its list.
      </Text>
      <Section style={panel}>
        <Text style={label}>Endpoint</Text>
        <Text style={text}>{endpointUrl}</Text>
        <Text style={label}>Why</Text>
        <Text style={text}>{reason}</Text>
        <Text style={label}>When</Text>
        <Text style={{ ...text, margin: 0 }}>{formatInstant(disabledAt)}</Text>
      </Section>
      <ActionButton href={settingsUrl} label="Open the team's webhooks" />
    </EmailLayout>
  );
}

WebhookDisabledEmail.PreviewProps = sampleProps;
export default WebhookDisabledEmail;
