"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { fieldErrors, ProblemAlert } from "@/components/ui/problem-alert";
import { registerAccount, signInWithPassword } from "@/lib/ui/auth-client";
import { safeCallbackUrl } from "@/lib/ui/safe-callback";

import { AuthCard } from "./auth-card";

/** Creates the account, then signs in with the same credentials. */
export function RegisterForm() {
  const callbackUrl = safeCallbackUrl(useSearchParams().get("callbackUrl"));
  const [form, setForm] = useState({ name: "", email: "", password: "" });
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await registerAccount({ email: form.email, password: form.password, name: form.name.trim() || undefined });
      await signInWithPassword(form.email, form.password);
      window.location.assign(callbackUrl);
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already registered?{" "}
          <Link className="font-medium text-zinc-900 underline dark:text-white" href="/signin">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Name (optional)"
          name="name"
          autoComplete="name"
          value={form.name}
          onChange={set("name")}
          errors={fieldErrors(error, "name")}
        />
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set("email")}
          errors={fieldErrors(error, "email")}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          value={form.password}
          onChange={set("password")}
          errors={fieldErrors(error, "password")}
        />
        <ProblemAlert error={error} />
        <Button type="submit" pending={pending}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
