"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProblemAlert } from "@/components/ui/problem-alert";
import { QueryState } from "@/components/ui/states";
import type { ResultOf } from "@/lib/http/operation";
import * as releases from "@/lib/releases/operations";
import { call } from "@/client/call";
import { plural } from "@/client/format";
import { useOperation } from "@/client/use-operation";

type Item = ResultOf<typeof releases.getVersionReadiness>["items"][number];

/** Where each item of the check is fixed: the version's texts, the locale workspace (app information, screenshots), or this page's forms. */
function fixAt(appId: string, versionId: string, item: Item): string | null {
  const locale = item.locale ? `?locale=${encodeURIComponent(item.locale)}` : "";
  switch (item.check) {
    case "localization":
    case "precheck":
      return `/apps/${appId}/versions/${versionId}${locale}`;
    case "app_info":
    case "screenshots":
      return `/apps/${appId}/localizations${locale}`;
    case "build":
      return "#build";
    case "review_contact":
    case "demo_account":
      return "#review-details";
    case "export_compliance":
      return null; // answered in App Store Connect; the message says where
  }
}

/** The readiness check as a checklist: what is done, what is left (each linked to where it is fixed), and warnings. */
export function ReadinessChecklist({ appId, versionId, canEdit }: { appId: string; versionId: string; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const readiness = useOperation(releases.getVersionReadiness, { params: { appId, versionId } });
  const copy = useMutation({
    mutationFn: () => call(releases.copyWhatsNew, { params: { appId, versionId } }),
    onSuccess: ({ copiedTo }) => {
      toast.success(
        copiedTo.length === 0
          ? "Every language has its What's New already."
          : `What's New copied into ${plural(copiedTo.length, "language")} as a draft to translate.`,
      );
      void queryClient.invalidateQueries();
    },
  });
  return (
    <Card title="Ready for review?" description="What App Review needs before this version can be submitted.">
      <QueryState query={readiness} loadingLabel="Checking the version…">
        {({ ready, items }) => {
          const todo = items.filter((item) => !item.ok && item.blocking);
          const warnings = items.filter((item) => !item.ok && !item.blocking);
          const done = items.filter((item) => item.ok);
          return (
            <div className="grid gap-3">
              <p
                className={`text-sm font-medium ${ready ? "text-emerald-700 dark:text-emerald-400" : "text-amber-800 dark:text-amber-300"}`}
              >
                {ready ? "Ready to submit." : `${plural(todo.length, "thing")} to do before submitting.`}
              </p>
              {todo.length > 0 && <Items title="To do" items={todo} appId={appId} versionId={versionId} mark="✗" />}
              {canEdit && todo.some((item) => item.field === "whatsNew") && (
                <div>
                  <Button variant="secondary" size="sm" pending={copy.isPending} onClick={() => copy.mutate()}>
                    Copy What&apos;s New from the primary language where it is missing
                  </Button>
                  <ProblemAlert error={copy.error} className="mt-2" />
                </div>
              )}
              {warnings.length > 0 && (
                <Items title="Worth a look (not blocking)" items={warnings} appId={appId} versionId={versionId} mark="!" />
              )}
              {done.length > 0 && (
                <details>
                  <summary className="cursor-pointer text-sm text-zinc-600 dark:text-zinc-400">
                    {plural(done.length, "check")} passed
                  </summary>
                  <Items title="Done" items={done} appId={appId} versionId={versionId} mark="✓" />
                </details>
              )}
            </div>
          );
        }}
      </QueryState>
    </Card>
  );
}

function Items({ title, items, appId, versionId, mark }: { title: string; items: Item[]; appId: string; versionId: string; mark: string }) {
  return (
    <section aria-label={title}>
      <h3 className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">{title}</h3>
      <ul className="mt-1 grid gap-1">
        {items.map((item, index) => {
          const href = fixAt(appId, versionId, item);
          return (
            <li key={`${item.check}-${item.locale ?? ""}-${item.field ?? ""}-${index}`} className="flex gap-2 text-sm">
              <span aria-hidden="true" className="w-4 shrink-0 text-center">
                {mark}
              </span>
              <span className="min-w-0">
                {item.message}{" "}
                {href && !item.ok && (
                  <Link href={href} className="whitespace-nowrap underline">
                    Fix it<span className="sr-only">: {item.message}</span>
                  </Link>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
