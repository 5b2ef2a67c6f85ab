import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";

import * as apps from "@/lib/apps/operations";
import * as reviews from "@/lib/reviews/operations";
import * as versions from "@/lib/versions/operations";

import { operationPath } from "./call";
import { operationKey } from "./operation-keys";
import { loadMoreKey } from "./use-load-more";

describe("query keys from operations", () => {
  it("nest like the paths: invalidating an app refreshes what was read under it, and only that", async () => {
    const client = new QueryClient();
    const appKey = operationKey(apps.getApp, { params: { appId: "a1" } });
    const read = {
      version: operationKey(versions.getVersion, { params: { appId: "a1", versionId: "v1" } }),
      reviewPages: loadMoreKey(reviews.listReviews, { params: { appId: "a1" }, query: { responded: "false" } }),
      otherApp: operationKey(apps.getApp, { params: { appId: "a2" } }),
    };
    for (const key of Object.values(read)) client.setQueryData(key, {});

    await client.invalidateQueries({ queryKey: appKey });

    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(read.version)).toBe(true);
    expect(stale(read.reviewPages)).toBe(true);
    expect(stale(read.otherApp)).toBe(false);
  });

  it("keep a list's filters apart, leaving empty ones out", () => {
    const unfiltered = operationKey(reviews.listReviews, { params: { appId: "a1" } });
    expect(operationKey(reviews.listReviews, { params: { appId: "a1" }, query: { search: "" } })).toEqual(unfiltered);
    expect(operationKey(reviews.listReviews, { params: { appId: "a1" }, query: { search: "crash" } })).toEqual([
      ...unfiltered,
      { search: "crash" },
    ]);
  });
});

describe("operation paths", () => {
  it("fill and encode the path parameters, and refuse a missing one", () => {
    expect(operationPath(versions.getVersion, { appId: "a/1", versionId: "v 1" })).toBe("/api/apps/a%2F1/versions/v%201");
    expect(() => operationPath(apps.getApp, {})).toThrow(/appId is missing/);
  });
});
