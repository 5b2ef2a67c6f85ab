"use client";

import { Card } from "@/components/ui/card";
import { QueryState } from "@/components/ui/states";

import { useEmailTemplates } from "./use-email-templates";

/** Each template: what it is for, its subject with sample data, and its variables. */
export function EmailTemplatesCard() {
  const templates = useEmailTemplates();
  return (
    <Card title="Templates" description="Rendered with React Email; subjects shown with their sample data.">
      <QueryState query={templates} loadingLabel="Loading templates…">
        {({ items }) => (
          <ul className="flex flex-col divide-y divide-zinc-100 text-sm dark:divide-zinc-800" aria-label="Email templates">
            {items.map((template) => (
              <li key={template.id} className="py-2.5" data-testid="email-template">
                <div className="flex flex-wrap items-baseline gap-2">
                  <span className="font-medium">{template.name}</span>
                  <code className="text-xs text-zinc-600 dark:text-zinc-400">{template.id}</code>
                </div>
                <p className="text-xs text-zinc-600 dark:text-zinc-400">{template.description}</p>
                <p className="mt-1 text-xs">
                  Subject: <span className="italic">{template.subject}</span>
                </p>
                {template.variables.length > 0 && (
                  <details className="mt-1 text-xs">
                    <summary className="cursor-pointer text-zinc-600 dark:text-zinc-400">{template.variables.length} variables</summary>
                    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      {template.variables.map((variable) => (
                        <div key={variable.name} className="contents">
                          <dt className="font-mono">{variable.name}</dt>
                          <dd className="min-w-0 break-words text-zinc-600 dark:text-zinc-400">
                            {variable.description} <span className="text-zinc-600 dark:text-zinc-400">e.g. {variable.example}</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
