import type { Metadata } from "next";

import { TeamView } from "@/components/teams/team-view";

export const metadata: Metadata = { title: "Team" };

export default async function TeamPage({ params }: { params: Promise<{ teamId: string }> }) {
  const { teamId } = await params;
  return <TeamView teamId={teamId} />;
}
