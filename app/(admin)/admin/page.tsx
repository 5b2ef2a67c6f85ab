import Link from "next/link";

import { Card, PageHeader } from "@/components/ui/card";

/**
 * Placeholder until the admin pages exist. Each admin page goes beside this one
 * (`app/(admin)/admin/<section>/page.tsx`) and gets an entry in `components/shell/admin-shell.tsx`.
 */
export default function AdminHomePage() {
  return (
    <>
      <PageHeader title="Admin" description="Users, tickets, agents, jobs, emails and the audit log." />
      <Card>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          The admin pages are on their way. Until then, every admin operation is in the{" "}
          <Link className="underline" href="/docs">
            API reference
          </Link>{" "}
          under <code>/api/admin</code>.
        </p>
      </Card>
    </>
  );
}
