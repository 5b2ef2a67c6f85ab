"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";

import { ButtonLink } from "@/components/ui/button";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { Loading } from "@/components/ui/states";
import { useSession } from "@/client/use-session";

import { Logo } from "./logo";
import { AREA_HOME, isActive, NAVIGATION, type Area, type NavItem } from "./navigation";
import { SignOutButton } from "./sign-out-button";
import { StatusPage } from "./status-page";
import { TeamSwitcher } from "./team-switcher";
import { VerifyEmailBanner } from "./verify-email-banner";

/**
 * The signed-in frame of every page: the brand, the area's navigation (a menu below the `md`
 * breakpoint), the user and sign-out. Children render only for a signed-in user (with
 * `requireRole`, of that role), so pages never query the API without a session. A signed-in
 * user without the role gets a plain 403 page, without the area's navigation.
 */
export function AppShell({ area, requireRole, children }: { area: Area; requireRole?: "admin"; children: ReactNode }) {
  const session = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const signedOut = session.isSuccess && !session.user;

  useEffect(() => {
    if (signedOut) router.replace(`/signin?callbackUrl=${encodeURIComponent(pathname)}`);
  }, [signedOut, pathname, router]);

  if (requireRole === "admin" && session.user && !session.isAdmin) {
    return (
      <StatusPage code="403" title="This page is for administrators" actions={<ButtonLink href="/apps">Go to your apps</ButtonLink>}>
        You are signed in as {session.user.email}, an account without administrator access. If you need it, ask an administrator of this
        service.
      </StatusPage>
    );
  }

  let content: ReactNode;
  if (session.error) content = <ProblemAlert error={session.error} />;
  else if (!session.user) content = <Loading label={signedOut ? "Redirecting to sign in…" : "Loading…"} />;
  else content = children;

  const links: NavItem[] = [...NAVIGATION[area]];
  if (area === "dashboard" && session.isAdmin) links.push({ href: "/admin", label: "Admin" });
  if (area === "admin") links.push({ href: "/apps", label: "Dashboard" });

  return (
    <div className="flex min-h-screen flex-col bg-zinc-50 dark:bg-zinc-950">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-zinc-900"
      >
        Skip to content
      </a>
      <Header area={area} links={links} pathname={pathname} user={session.user} />
      {area === "dashboard" && session.user && !session.user.emailVerified && <VerifyEmailBanner email={session.user.email} />}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl min-w-0 flex-1 px-4 py-6 outline-none sm:py-8">
        {content}
      </main>
    </div>
  );
}

function Header({
  area,
  links,
  pathname,
  user,
}: {
  area: Area;
  links: NavItem[];
  pathname: string;
  user: { name?: string | null; email: string } | null;
}) {
  // The menu closes on navigation: it is open for the path it was opened on only.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto flex max-w-6xl items-center gap-6 px-4 py-3">
        <Link
          href={AREA_HOME[area]}
          className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <Logo suffix={area === "admin" ? "Admin" : undefined} />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 md:block">
          <NavLinks links={links} pathname={pathname} />
        </nav>
        {user && (
          <div className="ml-auto hidden items-center gap-3 text-sm md:flex">
            {area === "dashboard" && <TeamSwitcher />}
            <span className="max-w-48 truncate text-zinc-600 dark:text-zinc-400" data-testid="signed-in-as">
              {user.name ?? user.email}
            </span>
            <SignOutButton />
          </div>
        )}
        <button
          ref={button}
          type="button"
          className="ml-auto inline-flex items-center gap-2 rounded-md border border-zinc-300 px-3 py-1.5 text-sm font-medium md:hidden dark:border-zinc-700"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden>
            {open ? (
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M3 6h14M3 10h14M3 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          Menu
        </button>
      </div>
      {open && (
        <div id="main-menu" className="border-t border-zinc-200 px-4 pt-2 pb-4 md:hidden dark:border-zinc-800">
          <nav aria-label="Main">
            <NavLinks links={links} pathname={pathname} vertical />
          </nav>
          {user && (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-zinc-200 pt-3 text-sm dark:border-zinc-800">
              {area === "dashboard" && <TeamSwitcher />}
              <span className="min-w-0 truncate text-zinc-600 dark:text-zinc-400" data-testid="signed-in-as">
                {user.name ?? user.email}
              </span>
              <SignOutButton />
            </div>
          )}
        </div>
      )}
    </header>
  );
}

function NavLinks({ links, pathname, vertical = false }: { links: NavItem[]; pathname: string; vertical?: boolean }) {
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex flex-wrap gap-1"}>
      {links.map((item) => {
        const active = isActive(item, pathname);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? "page" : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
                active
                  ? "bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-white"
                  : "text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-white"
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
