"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";

import { AppsList } from "./apps-list";
import { RegisterAppForm, type DemoKey } from "./register-app-form";

export function AppsView({ demo }: { demo: DemoKey | null }) {
  const [registering, setRegistering] = useState(false);
  return (
    <>
      <PageHeader
        title="Apps"
        description="Your App Store apps and their sync with App Store Connect."
        actions={
          !registering && (
            <Button onClick={() => setRegistering(true)} aria-expanded={registering}>
              Register an app
            </Button>
          )
        }
      />
      {registering && (
        <Card
          title="Register an app"
          description="The key is checked against App Store Connect, then the app's data syncs."
          className="mb-6"
        >
          <RegisterAppForm demo={demo} onDone={() => setRegistering(false)} />
        </Card>
      )}
      <AppsList />
    </>
  );
}
