"use client";

import { useEffect, useState } from "react";

import type { contentFindings } from "@/lib/text/content-rules";

/**
 * The content precheck's rules (lib/text/content-rules.ts) for an editor's hints, loaded on first
 * use: with their word lists, date parsers and look-alike tables they weigh about 150 kB
 * compressed, which the page's first load does without (lib/agent/README.md). Null until loaded:
 * the editor hints nothing meanwhile, and the server checks every save anyway.
 */
export function useContentFindings(): typeof contentFindings | null {
  const [rules, setRules] = useState<typeof contentFindings | null>(null);
  useEffect(() => {
    let mounted = true;
    void import("@/lib/text/content-rules").then((module) => {
      if (mounted) setRules(() => module.contentFindings);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return rules;
}
