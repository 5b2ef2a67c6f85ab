import Link from "next/link";

import { ButtonLink } from "@/components/ui/button";

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-24">
      <h1 className="text-3xl font-semibold tracking-tight">App Publishing Service</h1>
      <p className="text-zinc-600 dark:text-zinc-400">
        Register your App Store apps with an App Store Connect API key, keep their store data in sync, edit metadata, answer reviews, and
        approve the improvements a per-app agent proposes.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href="/apps">Open the dashboard</ButtonLink>
        <ButtonLink href="/register" variant="secondary">
          Create an account
        </ButtonLink>
      </div>
      <p className="text-sm text-zinc-500">
        For developers: the{" "}
        <Link className="underline" href="/docs">
          API reference
        </Link>{" "}
        and the{" "}
        <a className="underline" href="/api/openapi.json">
          OpenAPI description
        </a>
        .
      </p>
    </main>
  );
}
