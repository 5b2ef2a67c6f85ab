import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { instant, line, link } from "./components/fields";
import { formatInstant } from "./components/format";
import { EmailLayout } from "./components/layout";
import { label, panel, text } from "./components/styles";

export const propsSchema = z.strictObject({
  appName: line(100).describe("The app whose sync failed."),
  errorSummary: line(300).describe("What went wrong, in words meant for the user (no internals)."),
  failedAt: instant().describe("When the sync failed (ISO 8601); shown in UTC."),
  appUrl: link().describe("The app's page, where the sync can be retried."),
});

export type SyncFailedEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: SyncFailedEmailProps = {
  appName: "Tide Tables",
  errorSummary: "App Store Connect refused the API key: it was revoked or has expired.",
  failedAt: "2025-03-14T09:26:53Z",
  appUrl: "http://localhost:3000/apps/tide-tables",
};

export const subject = (props: SyncFailedEmailProps) => `Store sync failed for ${props.appName}`;

/** Sent when syncing an app with the store fails and retrying on its own did not help. */
export function SyncFailedEmail({ appName, errorSummary, failedAt, appUrl }: SyncFailedEmailProps) {
  return (
    <EmailLayout
      preview={`${appName}: ${errorSummary}`}
      heading={`Sync failed for ${appName}`}
      reason="You received this email because you manage this app."
    >
      <Text style={text}>
        We could not sync <strong>{appName}</strong> with the App Store. Reviews and metadata shown for it may be out of date until the next
        successful sync.
      </Text>
      <Section style={panel}>
        <Text style={label}>What happened</Text>
        <Text style={text}>{errorSummary}</Text>
        <Text style={label}>When</Text>
        <Text style={{ ...text, margin: 0 }}>{formatInstant(failedAt)}</Text>
      </Section>
      <ActionButton href={appUrl} label="Open the app and retry" />
    </EmailLayout>
  );
}

SyncFailedEmail.PreviewProps = sampleProps;
export default SyncFailedEmail;
