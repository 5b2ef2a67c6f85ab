import type { Metadata } from "next";
import { Suspense } from "react";

import { AcceptInvitationPanel } from "@/components/teams/accept-invitation-panel";

export const metadata: Metadata = { title: "Join a team" };

export default function AcceptInvitationPage() {
  return (
    <Suspense>
      <AcceptInvitationPanel />
    </Suspense>
  );
}
