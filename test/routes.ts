/**
 * The app's API routes, discovered from `app/api/**\/route.ts` the way Next.js maps them:
 * `[id]` is a dynamic segment, `[...path]` a catch-all; static segments win over dynamic
 * ones, which win over catch-alls.
 */
export type RouteModule = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", (...args: never[]) => Promise<Response>>>;

export interface ApiRoute {
  file: string;
  /** URL pattern below /api, e.g. `/push/subscriptions/[id]`. */
  pattern: string;
  segments: string[];
  module: RouteModule;
}

const modules = import.meta.glob<RouteModule>("/app/api/**/route.ts", { eager: true });

export const apiRoutes: ApiRoute[] = Object.entries(modules)
  .map(([file, module]) => {
    const pattern = file.replace(/^\/app\/api/, "").replace(/\/route\.ts$/, "") || "/";
    return { file, pattern, segments: pattern.split("/").filter(Boolean), module };
  })
  .sort((a, b) => specificity(b) - specificity(a));

function specificity(route: ApiRoute): number {
  // Earlier segments matter more; static > dynamic > catch-all at each position.
  return route.segments.reduce((score, segment, index) => {
    const weight = segment.startsWith("[...") ? 1 : segment.startsWith("[") ? 2 : 3;
    return score + weight * 10 ** (8 - index);
  }, 0) + route.segments.length;
}

export function matchRoute(pathname: string): { route: ApiRoute; params: Record<string, string | string[]> } | null {
  const parts = pathname.replace(/^\/api/, "").split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of apiRoutes) {
    const params: Record<string, string | string[]> = {};
    let matched = true;
    for (let index = 0; index < route.segments.length; index++) {
      const segment = route.segments[index]!;
      if (segment.startsWith("[...")) {
        if (index >= parts.length) matched = false;
        else params[segment.slice(4, -1)] = parts.slice(index);
        break;
      }
      const part = parts[index];
      if (part === undefined) matched = false;
      else if (segment.startsWith("[")) params[segment.slice(1, -1)] = part;
      else if (segment !== part) matched = false;
      if (!matched) break;
    }
    const catchAll = route.segments.at(-1)?.startsWith("[...");
    if (matched && (catchAll || route.segments.length === parts.length)) return { route, params };
  }
  return null;
}

/** OpenAPI path of a route file: `/push/subscriptions/{id}`. */
export const openApiPath = (route: ApiRoute) => route.pattern.replace(/\[([^\].]+)\]/g, "{$1}");
