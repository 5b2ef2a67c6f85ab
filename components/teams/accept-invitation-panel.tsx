"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";

import { ResendLink } from "@/components/account/email-card";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as invitations from "@/lib/invitations/operations";
import * as teams from "@/lib/teams/operations";
import { ROLE_DESCRIPTIONS } from "@/lib/teams/roles";
import { ApiProblem, seg } from "@/client/api-fetch";
import { call } from "@/client/call";
import { operationKey } from "@/client/operation-keys";
import { ROLE_NAMES } from "@/client/team-labels";
import { useSession } from "@/client/use-session";

/** What a link that cannot be used says, in words. */
const LINK_WORDS: Record<string, string> = {
  token_invalid: "This invitation link does not work. Copy the whole address from the email, or ask the team for a new invitation.",
  token_used: "This invitation was already accepted.",
  token_expired: "This invitation has expired. Ask the team for a new one.",
  invitation_revoked: "This invitation was withdrawn. Ask the team for a new one if you still need it.",
};

/**
 * The page of an invitation link (reached signed in: a visitor signs in or registers first and
 * comes back here). Joining takes a click, so a mail scanner opening the link does not accept it.
 */
export function AcceptInvitationPanel() {
  const token = useSearchParams().get("token") ?? "";
  const queryClient = useQueryClient();
  const { user } = useSession();
  const accept = useMutation({
    mutationFn: () => call(invitations.acceptInvitation, { body: { token } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: operationKey(teams.listTeams) }),
  });
  const problem = accept.error instanceof ApiProblem ? accept.error : null;
  const team = accept.data;
  if (team) {
    return (
      <Card title={`You joined ${team.name}`}>
        <div role="status" className="flex flex-col gap-4 text-sm">
          <p>
            Your role: <strong>{ROLE_NAMES[team.role]}</strong>. {ROLE_DESCRIPTIONS[team.role]}
          </p>
          <div className="flex flex-wrap gap-2">
            <ButtonLink href={`/teams/${seg(team.id)}`}>Open the team</ButtonLink>
            <ButtonLink href="/apps" variant="secondary">
              Go to your apps
            </ButtonLink>
          </div>
        </div>
      </Card>
    );
  }
  if (!token || (problem && problem.code in LINK_WORDS)) {
    return (
      <Card title="This invitation cannot be used">
        <p className="text-sm">{LINK_WORDS[problem?.code ?? "token_invalid"]}</p>
      </Card>
    );
  }
  // Only a confirmed address joins (else the API answers `email_unconfirmed`, shown in words below the button).
  if (user && !user.emailVerified) {
    return (
      <Card title="Confirm your email address first" description="Someone invited you to work on their apps with them.">
        <div className="flex flex-col gap-4 text-sm">
          <p>
            Before you join, confirm that <strong className="break-all">{user.email}</strong> is yours: open the link we emailed you when
            you registered, then come back to this page. The invitation still works.
          </p>
          <ResendLink compact />
        </div>
      </Card>
    );
  }
  return (
    <Card title="Join a team" description="Someone invited you to work on their apps with them.">
      <div className="flex flex-col gap-4 text-sm">
        <p>
          You are signed in as <strong>{user?.email ?? "…"}</strong>. The invitation must be for this address.
        </p>
        <ProblemAlert error={accept.error} />
        <Button className="self-start" onClick={() => accept.mutate()} pending={accept.isPending}>
          Join the team
        </Button>
      </div>
    </Card>
  );
}
