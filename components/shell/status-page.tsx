import Link from "next/link";
import type { ReactNode } from "react";

import { Logo } from "./logo";

/** A page of its own for when there is nothing else to show (not found, forbidden, failed): the brand, what happened, a way back. */
export function StatusPage({ code, title, children, actions }: { code: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="px-6 py-4">
        <Link href="/" aria-label="App Publishing, home">
          <Logo />
        </Link>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-6 pb-24">
        <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">{code}</p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight">{title}</h1>
        <div className="mt-3 text-zinc-600 dark:text-zinc-400">{children}</div>
        <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
      </main>
    </div>
  );
}
