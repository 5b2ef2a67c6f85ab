"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { signInWithPassword } from "@/lib/ui/auth-client";
import { safeCallbackUrl } from "@/lib/ui/safe-callback";

import { AuthCard } from "./auth-card";

export function SignInForm() {
  const searchParams = useSearchParams();
  const callbackUrl = safeCallbackUrl(searchParams.get("callbackUrl"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await signInWithPassword(email, password);
      // A full load, so every part of the page starts from the new session.
      window.location.assign(callbackUrl);
    } catch (caught) {
      setError(caught);
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Sign in"
      footer={
        <>
          No account yet?{" "}
          <Link
            className="font-medium text-zinc-900 underline dark:text-white"
            href={`/register${callbackUrl !== "/apps" ? `?callbackUrl=${encodeURIComponent(callbackUrl)}` : ""}`}
          >
            Create one
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ProblemAlert error={error} />
        <Button type="submit" pending={pending}>
          Sign in
        </Button>
        <Link className="text-center text-sm text-zinc-700 underline dark:text-zinc-300" href="/forgot-password">
          Forgot your password?
        </Link>
      </form>
    </AuthCard>
  );
}
