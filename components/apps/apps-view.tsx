"use client";

import { Button } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { useInlineForm } from "@/client/use-inline-form";

import { AppsList } from "./apps-list";
import { RegisterAppForm, type DemoKey } from "./register-app-form";

export function AppsView({ demo }: { demo: DemoKey | null }) {
  const { open, show, close, attachTrigger, panelProps } = useInlineForm<HTMLButtonElement, HTMLDivElement>();
  return (
    <>
      <PageHeader
        title="Apps"
        description="Your App Store apps: ratings, reviews to answer, versions and sync, at a glance."
        actions={
          !open && (
            <Button ref={attachTrigger} onClick={show} aria-expanded={false}>
              Register an app
            </Button>
          )
        }
      />
      {open && (
        <div {...panelProps}>
          <Card
            title="Register an app"
            description="The key is checked against App Store Connect, then the app's data syncs."
            className="mb-6"
          >
            <RegisterAppForm demo={demo} onDone={close} />
          </Card>
        </div>
      )}
      <AppsList />
    </>
  );
}
