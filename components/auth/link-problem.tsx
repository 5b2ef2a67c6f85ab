import Link from "next/link";

import { ButtonLink } from "@/components/ui/button";

import { AuthCard } from "./auth-card";

/** The problems of an emailed link, each with its own page rather than an error message. */
export const LINK_PROBLEMS = new Set(["token_invalid", "token_used", "token_expired"]);

const TEXT: Record<string, { title: string; body: string }> = {
  token_used: { title: "This link was already used", body: "Each link works once. If you still need to, ask for a new one." },
  token_expired: { title: "This link has expired", body: "Links work for a limited time, so ask for a new one." },
  token_invalid: {
    title: "This link does not work",
    body: "It may be incomplete (copy the whole address from the email) or replaced by a newer link. Use the newest email, or ask for a new one.",
  },
};

export function LinkProblem({ code, retry }: { code: string; retry: { href: string; label: string } }) {
  const text = TEXT[code] ?? TEXT.token_invalid!;
  return (
    <AuthCard
      title={text.title}
      footer={
        <Link className="font-medium text-zinc-900 underline dark:text-white" href="/signin">
          Back to sign in
        </Link>
      }
    >
      <div className="flex flex-col gap-4 text-sm">
        <p>{text.body}</p>
        <ButtonLink href={retry.href}>{retry.label}</ButtonLink>
      </div>
    </AuthCard>
  );
}
