import type { Metadata } from "next";
import { connection } from "next/server";

import { AppsView } from "@/components/apps/apps-view";
import type { DemoKey } from "@/components/apps/register-app-form";
import { env } from "@/lib/env";
import demoAccount from "@/platform/store-simulator/demo-account.json";

export const metadata: Metadata = { title: "Apps" };

/** The demo publisher's team key, offered only when this process serves the simulator it works against. */
function demoKey(): DemoKey | null {
  if (!env().storeSimulatorMounted) return null;
  const [firstApp] = demoAccount.apps;
  if (!firstApp) return null;
  return { ...demoAccount.teamKey, vendorNumber: demoAccount.vendorNumber, storeId: firstApp.storeId };
}

export default async function AppsPage() {
  await connection();
  return <AppsView demo={demoKey()} />;
}
