"use client";

import Link from "next/link";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as account from "@/lib/account/operations";
import { useOperationForm } from "@/client/use-operation-form";

import { AuthCard } from "./auth-card";

/** Asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useOperationForm(account.forgotPassword, {
    defaultValues: { email: "" },
    onSuccess: (_, { email }) => setSentTo(email),
  });

  return (
    <AuthCard
      title="Reset your password"
      footer={
        <>
          Remembered it?{" "}
          <Link className="font-medium text-zinc-900 underline dark:text-white" href="/signin">
            Sign in
          </Link>
        </>
      }
    >
      {sentTo ? (
        <div role="status" className="flex flex-col gap-3 text-sm">
          <p>
            If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link works once, for one
            hour.
          </p>
          <p className="text-zinc-600 dark:text-zinc-400">Nothing arrived? Check your spam folder, or ask again in a few minutes.</p>
        </div>
      ) : (
        <form onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Enter the email address of your account. We will send you a link.</p>
          <TextField label="Email" type="email" autoComplete="email" required {...form.text("email")} />
          <ProblemAlert error={form.problem} fields={form.fieldNames} />
          <Button type="submit" pending={form.pending}>
            Send the link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
