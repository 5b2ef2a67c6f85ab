import type { Metadata } from "next";

import { PageHeader } from "@/components/ui/card";
import { NotificationPreferences } from "@/components/settings/notification-preferences";
import { PushSettings } from "@/components/settings/push-settings";

export const metadata: Metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" />
      <div className="grid gap-6 lg:grid-cols-2">
        <NotificationPreferences />
        <PushSettings />
      </div>
    </>
  );
}
