"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { ApiProblem, apiFetch } from "@/lib/ui/api-fetch";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

import { AuthCard } from "./auth-card";
import { LinkProblem, LINK_PROBLEMS } from "./link-problem";

/** The page of a reset link: choose a new password; every session of the account then ends. */
export function ResetPasswordForm() {
  const token = useSearchParams().get("token") ?? "";
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const fields = useFieldErrors(error);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await apiFetch("/api/auth/reset-password", { method: "POST", body: { token, password } });
      setDone(true);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

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
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters; a few unrelated words work well."
          value={password}
          onChange={(event) => {
            fields.clear("password");
            setPassword(event.target.value);
          }}
          errors={fields.errors("password")}
        />
        <ProblemAlert error={error} fields={["password"]} />
        <Button type="submit" pending={pending}>
          Set the new password
        </Button>
      </form>
    </AuthCard>
  );
}
