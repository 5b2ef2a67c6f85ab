import { defineOperation } from "@/lib/http/operation";
import { pageSchema } from "@/lib/http/pagination";

import { listTasksQuery, task, taskParams } from "./schemas";

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
