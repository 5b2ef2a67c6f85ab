"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { ProblemAlert } from "@/components/ui/problem-alert";
import * as auth from "@/lib/auth/operations";
import { signInWithPassword } from "@/client/auth-client";
import { call } from "@/client/call";
import { safeCallbackUrl } from "@/client/safe-callback";
import { bodySchema, typedText, useSchemaForm } from "@/client/use-operation-form";

import { AuthCard } from "./auth-card";

// A name left empty is no name (the schema refuses an empty one).
const schema = typedText(bodySchema(auth.register), { trim: ["name"], emptyIsAbsent: ["name"] });

/** Creates the account, then signs in with the same credentials. */
export function RegisterForm() {
  const callbackUrl = safeCallbackUrl(useSearchParams().get("callbackUrl"));
  const form = useSchemaForm({
    schema,
    defaultValues: { name: "", email: "", password: "" },
    keepValues: true,
    // Two requests: the account, then next-auth's sign-in with the same credentials.
    send: async (values) => {
      await call(auth.register, { body: values });
      await signInWithPassword(values.email, values.password);
    },
    onSuccess: () => window.location.assign(callbackUrl),
  });

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
      <form onSubmit={form.onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField label="Name (optional)" autoComplete="name" {...form.text("name")} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.text("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters."
          {...form.text("password")}
        />
        <ProblemAlert error={form.problem} fields={form.fieldNames} />
        {/* Pending until the page changes: a success navigates away. */}
        <Button type="submit" pending={form.pending || form.mutation.isSuccess}>
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
