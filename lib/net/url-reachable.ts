import "server-only";

import https from "node:https";

import { publicHttpsUrlProblem, publicOnlyHttpsAgent } from "./public-address";

const TIMEOUT_MS = 5000;
let agent: https.Agent | undefined;

/**
 * Whether a user-facing URL answers: https, a public address (checked at connect time too),
 * and a status below 400 to a HEAD request, or to a GET when the server refuses HEAD.
 * Redirects are not followed: a 3xx answers, which is what a browser would start from.
 */
export async function isUrlReachable(url: string): Promise<boolean> {
  if (publicHttpsUrlProblem(url)) return false;
  const status = (await request(url, "HEAD")) ?? 0;
  if (status === 405 || status === 501) return ((await request(url, "GET")) ?? 500) < 400;
  return status > 0 && status < 400;
}

function request(url: string, method: "HEAD" | "GET"): Promise<number | undefined> {
  agent ??= publicOnlyHttpsAgent();
  return new Promise((resolve) => {
    const req = https.request(
      url,
      { method, agent, timeout: TIMEOUT_MS, headers: { "user-agent": "app-publishing-service/precheck" } },
      (res) => {
        res.resume();
        resolve(res.statusCode);
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve(undefined));
    req.end();
  });
}
