"use client";

import Link from "next/link";

import { ResendLink } from "@/components/account/email-card";

/** Until the address is confirmed: everything works, and this says how to confirm it. */
export function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <div
      role="region"
      aria-label="Confirm your email address"
      className="border-b border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2 text-sm text-amber-950 dark:text-amber-100">
        <p className="min-w-0">
          Please confirm <strong className="break-all">{email}</strong>: open the link we emailed you.{" "}
          <Link href="/settings/account" className="underline">
            Wrong address?
          </Link>
        </p>
        <ResendLink compact />
      </div>
    </div>
  );
}
