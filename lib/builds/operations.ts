import { appParams } from "@/lib/apps/schemas";
import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { build, listBuildsQuery } from "./schemas";

export const listBuilds = defineOperation({
  operationId: "listBuilds",
  method: "get",
  path: "/apps/{appId}/builds",
  summary: "The app's builds, newest upload first",
  description:
    "Builds as of the last sync, by upload date (newest first; builds without one last), each with the version string of the kept App Store version that uses it.",
  tags: ["Builds"],
  access: "user",
  params: appParams,
  query: listBuildsQuery,
  errors: ["not_found"],
  responses: { 200: { description: "A page of builds", schema: pageSchema(build) } },
});
