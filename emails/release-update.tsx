import { Section, Text } from "@react-email/components";
import { z } from "zod";

import { ActionButton } from "./components/action-button";
import { line, link } from "./components/fields";
import { EmailLayout } from "./components/layout";
import { label, panel, text } from "./components/styles";

export const propsSchema = z.strictObject({
  appName: line(100).describe("The app the version belongs to."),
  versionString: line(30).describe("The version's number, e.g. 1.6."),
  headline: line(200).describe("What happened, in a sentence (in review, approved, rejected, released, a rollout paused or complete)."),
  nextStep: line(400).describe("What to do now, in words."),
  releaseUrl: link().describe("The version's release page."),
});

export type ReleaseUpdateEmailProps = z.infer<typeof propsSchema>;

export const sampleProps: ReleaseUpdateEmailProps = {
  appName: "Tide Tables",
  versionString: "2.4",
  headline: "App Review rejected version 2.4.",
  nextStep: "Read App Review's message in App Store Connect's Resolution Center, fix what it asks, and submit the version again.",
  releaseUrl: "http://localhost:3000/apps/tide-tables/versions/v24/release",
};

export const subject = (props: ReleaseUpdateEmailProps) => `${props.appName}: ${props.headline}`;

/** Sent when a version moves through review and release: App Review's steps and verdicts, the release, its phased rollout. */
export function ReleaseUpdateEmail({ appName, versionString, headline, nextStep, releaseUrl }: ReleaseUpdateEmailProps) {
  return (
    <EmailLayout
      preview={`${appName} ${versionString}: ${headline}`}
      heading={`${appName} ${versionString}`}
      reason="You received this email because you ship versions of this app."
    >
      <Text style={text}>{headline}</Text>
      <Section style={panel}>
        <Text style={label}>What now</Text>
        <Text style={{ ...text, margin: 0 }}>{nextStep}</Text>
      </Section>
      <ActionButton href={releaseUrl} label="Open the release" />
    </EmailLayout>
  );
}

ReleaseUpdateEmail.PreviewProps = sampleProps;
export default ReleaseUpdateEmail;
