"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as auth from "@/lib/auth/operations";
import { signInWithPassword } from "@/client/auth-client";
import { safeCallbackUrl } from "@/client/safe-callback";
import { bodySchema, useSchemaForm } from "@/client/use-operation-form";

import { AuthCard } from "./auth-card";

const signInFields = bodySchema(auth.signIn).pick({ email: true, password: true });

export function SignInForm() {
  const searchParams = useSearchParams();
  const callbackUrl = safeCallbackUrl(searchParams.get("callbackUrl"));
  // next-auth's own form post (its CSRF token, its redirect), checked first with the fields of its schema.
  const form = useSchemaForm({
    schema: signInFields,
    defaultValues: { email: "", password: "" },
    keepValues: true,
    send: ({ email, password }) => signInWithPassword(email, password),
    // A full load, so every part of the page starts from the new session.
    onSuccess: () => window.location.assign(callbackUrl),
  });

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
      <form onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField label="Email" type="email" autoComplete="email" required {...form.text("email")} />
        <TextField label="Password" type="password" autoComplete="current-password" required {...form.text("password")} />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        {/* Pending until the page changes: a success navigates away. */}
        <Button type="submit" pending={form.pending || form.mutation.isSuccess}>
          Sign in
        </Button>
        <Link className="text-center text-sm text-zinc-700 underline dark:text-zinc-300" href="/forgot-password">
          Forgot your password?
        </Link>
      </form>
    </AuthCard>
  );
}
