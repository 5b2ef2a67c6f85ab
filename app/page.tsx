import Link from "next/link";

import { HomeActions } from "@/components/home/home-actions";
import { Logo } from "@/components/shell/logo";
import * as system from "@/lib/system/operations";
import { operationPath } from "@/client/call";

export default function HomePage() {
  return (
    <div className="min-h-screen bg-zinc-50 dark:bg-zinc-950">
      <header className="mx-auto flex max-w-3xl items-center justify-between px-6 py-5">
        <Logo />
        <Link href="/docs" className="text-sm text-zinc-600 hover:underline dark:text-zinc-400">
          API reference
        </Link>
      </header>
      <main id="main" className="mx-auto flex max-w-3xl flex-col gap-8 px-6 pt-12 pb-24 sm:pt-20">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Your App Store apps, every morning in one place</h1>
          <p className="mt-4 text-lg text-zinc-600 dark:text-zinc-400">
            Register your apps with an App Store Connect API key. See ratings, sales and unanswered reviews at a glance, keep every locale
            complete, reply to reviewers, and approve the improvements a per-app agent proposes.
          </p>
        </div>
        <HomeActions />
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          For developers: the{" "}
          <Link className="underline" href="/docs">
            API reference
          </Link>{" "}
          and the{" "}
          <a className="underline" href={operationPath(system.getOpenApiDocument)}>
            OpenAPI description
          </a>
          .
        </p>
      </main>
    </div>
  );
}
