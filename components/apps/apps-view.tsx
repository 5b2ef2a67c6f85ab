"use client";

import { Button } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { useInlineForm } from "@/lib/ui/use-inline-form";

import { AppsList } from "./apps-list";
import { RegisterAppForm, type DemoKey } from "./register-app-form";

export function AppsView({ demo }: { demo: DemoKey | null }) {
  const form = useInlineForm<HTMLButtonElement, HTMLDivElement>();
  return (
    <>
      <PageHeader
        title="Apps"
        description="Your App Store apps: ratings, reviews to answer, versions and sync, at a glance."
        actions={
          !form.open && (
            <Button ref={form.triggerRef} onClick={form.show} aria-expanded={false}>
              Register an app
            </Button>
          )
        }
      />
      {form.open && (
        <div {...form.panelProps}>
          <Card
            title="Register an app"
            description="The key is checked against App Store Connect, then the app's data syncs."
            className="mb-6"
          >
            <RegisterAppForm demo={demo} onDone={form.close} />
          </Card>
        </div>
      )}
      <AppsList />
    </>
  );
}
