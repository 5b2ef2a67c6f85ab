"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { apiFetch } from "@/lib/ui/api-fetch";
import { useFieldErrors } from "@/lib/ui/use-field-errors";

import { AuthCard } from "./auth-card";

/** Asks for the address; the answer is the same whether or not it has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const fields = useFieldErrors(error);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await apiFetch("/api/auth/forgot-password", { method: "POST", body: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

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
        <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">Enter the email address of your account. We will send you a link.</p>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              fields.clear("email");
              setEmail(event.target.value);
            }}
            errors={fields.errors("email")}
          />
          <ProblemAlert error={error} fields={["email"]} />
          <Button type="submit" pending={pending}>
            Send the link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
