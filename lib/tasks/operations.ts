import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";
import { appParams } from "@/lib/apps/schemas";

import { listTasksQuery, task, taskParams, taskStarted } from "./schemas";

export const pullApp = defineOperation({
  operationId: "pullApp",
  method: "get",
  path: "/apps/{appId}/pull",
  summary: "Sync the app's store data now",
  description: "Starts a sync task (or joins the one already queued or running) and answers at once; follow it at `GET /tasks/{taskId}`.",
  tags: ["Apps"],
  access: "user",
  params: appParams,
  errors: ["not_found"],
  responses: { 202: { description: "Started or joined", schema: taskStarted } },
});

export const listTasks = defineOperation({
  operationId: "listTasks",
  method: "get",
  path: "/tasks",
  summary: "The user's background tasks, newest first",
  tags: ["Tasks"],
  access: "user",
  query: listTasksQuery,
  responses: { 200: { description: "A page of tasks", schema: pageSchema(task) } },
});

export const getTask = defineOperation({
  operationId: "getTask",
  method: "get",
  path: "/tasks/{taskId}",
  summary: "A task's status, progress, current step, counts and error",
  tags: ["Tasks"],
  access: "user",
  params: taskParams,
  errors: ["not_found"],
  responses: { 200: { description: "The task", schema: task } },
});
