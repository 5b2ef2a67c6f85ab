"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useSearchParams } from "next/navigation";

import { Button, ButtonLink } from "@/components/ui/button";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as account from "@/lib/account/operations";
import { ApiProblem } from "@/client/api-fetch";
import { call } from "@/client/call";

import { AuthCard } from "./auth-card";
import { LinkProblem, LINK_PROBLEMS } from "./link-problem";

/**
 * The page of a confirmation link. Confirming takes a click: mail scanners open links to check
 * them, and must not spend (or, for an email change, act on) the link by doing so.
 */
export function VerifyEmailPanel() {
  const token = useSearchParams().get("token") ?? "";
  const confirmation = useMutation({ mutationFn: () => call(account.confirmEmail, { body: { token } }) });
  const { data: result, error, isPending: pending } = confirmation;
  const confirm = () => confirmation.mutate();

  if (!token || (error instanceof ApiProblem && LINK_PROBLEMS.has(error.code))) {
    return (
      <LinkProblem
        code={error instanceof ApiProblem ? error.code : "token_invalid"}
        retry={{ href: "/settings/account", label: "Send a new link from your account" }}
      />
    );
  }
  const footer = (
    <Link className="font-medium text-zinc-900 underline dark:text-white" href="/apps">
      Go to your apps
    </Link>
  );
  if (result) {
    return (
      <AuthCard title="Your email address is confirmed" footer={footer}>
        <div role="status" className="flex flex-col gap-4 text-sm">
          <p>
            {result.changed ? "Your account now uses " : "Thank you: "}
            <strong>{result.email}</strong>
            {result.changed ? ". Sign in with this address from now on." : " is confirmed."}
          </p>
          <ButtonLink href="/settings/account">Open your account</ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your email address" footer={footer}>
      <div className="flex flex-col gap-4 text-sm">
        <p>Confirm the address this link was sent to.</p>
        <ProblemAlert error={error} />
        <Button onClick={confirm} pending={pending}>
          Confirm my email address
        </Button>
      </div>
    </AuthCard>
  );
}
