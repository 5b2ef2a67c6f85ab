import { defineOperation } from "@/lib/http/operation";

import { platformAnalytics } from "./schemas";

export const getPlatformAnalytics = defineOperation({
  operationId: "adminGetAnalytics",
  method: "get",
  path: "/admin/analytics",
  summary: "Platform metrics",
  description:
    "Counts of users, apps, jobs (by status, overall and created in the last 24 hours), reviews, agents and support tickets, " +
    "and the latest 10 registrations, syncs, agent actions and tickets. Computed on each request with aggregate queries; " +
    "jobs by status overall come from counts kept as jobs are written, exact like a count. " +
    "`npm run bench:admin`: p95 48 ms with 10k users, 50k apps and 1M jobs on PostgreSQL.",
  tags: ["Analytics (admin)"],
  access: "admin",
  responses: { 200: { description: "The metrics", schema: platformAnalytics } },
});
