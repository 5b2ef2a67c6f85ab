import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-24">
      <h1 className="text-3xl font-semibold tracking-tight">App Publishing Service</h1>
      <p className="text-zinc-600 dark:text-zinc-400">
        Register your App Store apps with an App Store Connect API key, keep their store data in sync, edit metadata, answer
        reviews, and approve the improvements a per-app agent proposes.
      </p>
      <div className="flex gap-3">
        <Link className="rounded-md bg-zinc-900 px-4 py-2 text-sm font-medium text-white dark:bg-white dark:text-zinc-900" href="/docs">
          API reference
        </Link>
        <a className="rounded-md border border-zinc-300 px-4 py-2 text-sm font-medium dark:border-zinc-700" href="/api/openapi.json">
          OpenAPI description
        </a>
      </div>
    </main>
  );
}
