"use client";

import "./globals.css";

/** When even the root layout fails: a bare page with a way back (no providers are available). */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <main className="mx-auto max-w-xl px-6 py-24">
          <h1 className="text-3xl font-semibold tracking-tight">Something went wrong</h1>
          <p className="mt-3 text-zinc-600 dark:text-zinc-400">The page could not be shown. Try again, or go back to your apps.</p>
          <div className="mt-8 flex gap-3">
            <button
              type="button"
              onClick={reset}
              className="rounded-md bg-zinc-900 px-3.5 py-2 text-sm font-medium text-white dark:bg-white dark:text-zinc-900"
            >
              Try again
            </button>
            {/* A full load on purpose: the root layout itself failed, so the client router may be gone too. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/apps" className="rounded-md border border-zinc-300 px-3.5 py-2 text-sm font-medium dark:border-zinc-700">
              Go to your apps
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
