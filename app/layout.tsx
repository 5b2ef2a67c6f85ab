import type { Metadata } from "next";
import { connection } from "next/server";
import type { ReactNode } from "react";

import { Providers } from "@/components/providers";

import "./globals.css";

export const metadata: Metadata = {
  title: { default: "App Publishing Service", template: "%s · App Publishing Service" },
  description: "Keep App Store apps in sync, edit metadata, answer reviews, and review an AI agent's proposals.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts carry this request's CSP nonce (proxy.ts).
  await connection();
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
