"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";

import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as account from "@/lib/account/operations";
import { ApiProblem } from "@/client/api-fetch";
import { bodySchema, useOperationForm } from "@/client/use-operation-form";

import { AuthCard } from "./auth-card";
import { LinkProblem, LINK_PROBLEMS } from "./link-problem";

/** The page of a reset link: choose a new password; every session of the account then ends. */
// The token comes from the link, not from a field.
const passwordOnly = bodySchema(account.resetPassword).pick({ password: true });

export function ResetPasswordForm() {
  const token = useSearchParams().get("token") ?? "";
  const [done, setDone] = useState(false);
  const form = useOperationForm(account.resetPassword, {
    schema: passwordOnly,
    defaultValues: { password: "" },
    body: ({ password }) => ({ token, password }),
    onSuccess: () => setDone(true),
  });
  const error = form.problem;

  if (!token || (error instanceof ApiProblem && LINK_PROBLEMS.has(error.code))) {
    return (
      <LinkProblem
        code={error instanceof ApiProblem ? error.code : "token_invalid"}
        retry={{ href: "/forgot-password", label: "Ask for a new link" }}
      />
    );
  }

  const footer = (
    <Link className="font-medium text-zinc-900 underline dark:text-white" href="/signin">
      Back to sign in
    </Link>
  );
  if (done) {
    return (
      <AuthCard title="Your password is changed" footer={footer}>
        <div role="status" className="flex flex-col gap-4 text-sm">
          <p>Sign in with your new password. Every device that was signed in to your account has been signed out.</p>
          <ButtonLink href="/signin">Sign in</ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" footer={footer}>
      <form onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters; a few unrelated words work well."
          {...form.text("password")}
        />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        <Button type="submit" pending={form.pending}>
          Set the new password
        </Button>
      </form>
    </AuthCard>
  );
}
