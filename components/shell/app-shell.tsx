"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";

import { EmptyState, Loading } from "@/components/ui/states";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { useSession } from "@/lib/ui/use-session";

import { SignOutButton } from "./sign-out-button";

export interface NavItem {
  href: string;
  label: string;
}

/**
 * The signed-in frame of every page: header with the area's navigation, the user and sign-out.
 * It renders its children only for a signed-in user (with `requireRole`, of that role), so pages
 * never query the API without a session. The dashboard and the admin panel both use it, each
 * with its own `nav` (see `dashboard-shell.tsx`, `admin-shell.tsx`).
 */
export function AppShell({
  nav,
  area,
  requireRole,
  children,
}: {
  nav: NavItem[];
  area: "dashboard" | "admin";
  requireRole?: "admin";
  children: ReactNode;
}) {
  const session = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const signedOut = session.isSuccess && !session.user;

  useEffect(() => {
    if (signedOut) router.replace(`/signin?callbackUrl=${encodeURIComponent(pathname)}`);
  }, [signedOut, pathname, router]);

  let content: ReactNode;
  if (session.error) content = <ProblemAlert error={session.error} />;
  else if (!session.user) content = <Loading label={signedOut ? "Redirecting to sign in…" : "Loading…"} />;
  else if (requireRole === "admin" && !session.isAdmin)
    content = <EmptyState title="Admins only">This part of the service is for administrators.</EmptyState>;
  else content = children;

  const links = [...nav];
  if (area === "dashboard" && session.isAdmin) links.push({ href: "/admin", label: "Admin" });
  if (area === "admin") links.push({ href: "/apps", label: "Dashboard" });

  return (
    <div className="flex min-h-screen flex-col bg-zinc-50 dark:bg-zinc-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <Link href={area === "admin" ? "/admin" : "/apps"} className="font-semibold tracking-tight">
            App Publishing
            {area === "admin" && <span className="ml-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-800">Admin</span>}
          </Link>
          <nav aria-label="Main" className="flex-1">
            <ul className="flex flex-wrap gap-1">
              {links.map((item) => {
                const active = pathname === item.href || (item.href !== "/admin" && pathname.startsWith(`${item.href}/`));
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={active ? "page" : undefined}
                      className={`rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-white" : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"}`}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {session.user && (
            <div className="flex items-center gap-3 text-sm">
              <span className="text-zinc-500" data-testid="signed-in-as">
                {session.user.name ?? session.user.email}
              </span>
              <SignOutButton />
            </div>
          )}
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        {content}
      </main>
    </div>
  );
}
