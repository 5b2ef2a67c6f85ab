/**
 * The app's routes, discovered from `app/**\/route.ts` the way Next.js maps them:
 * `[id]` is a dynamic segment, `[...path]` a catch-all; static segments win over dynamic
 * ones, which win over catch-alls.
 */
import { METHOD_NOT_ALLOWED } from "@/lib/api/method-not-allowed";

type HttpMethodName = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";
type RouteModule = Partial<Record<HttpMethodName, (...args: never[]) => Promise<Response>>>;

interface ApiRoute {
  file: string;
  /** URL pattern, e.g. `/api/push/subscriptions/[id]`. */
  pattern: string;
  segments: string[];
  module: RouteModule;
  /** The methods the route serves itself (not the re-exported 405 handlers). */
  methods: HttpMethodName[];
}

const modules = import.meta.glob<RouteModule>("/app/**/route.ts", { eager: true });

const routes: ApiRoute[] = Object.entries(modules)
  .map(([file, module]) => {
    const pattern = file.replace(/^\/app/, "").replace(/\/route\.ts$/, "") || "/";
    const methods = (["GET", "POST", "PUT", "PATCH", "DELETE"] as const).filter(
      (method) => module[method] && !(module[method] as unknown as Record<symbol, unknown>)[METHOD_NOT_ALLOWED],
    );
    return { file, pattern, segments: pattern.split("/").filter(Boolean), module, methods };
  })
  .sort((a, b) => specificity(b) - specificity(a));

function specificity(route: ApiRoute): number {
  // Earlier segments matter more; static > dynamic > catch-all at each position.
  return (
    route.segments.reduce((score, segment, index) => {
      const weight = segment.startsWith("[...") ? 1 : segment.startsWith("[") ? 2 : 3;
      return score + weight * 10 ** (8 - index);
    }, 0) + route.segments.length
  );
}

export function matchRoute(pathname: string): { route: ApiRoute; params: Record<string, string | string[]> } | null {
  const parts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of routes) {
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

/** The routes under /api: the REST API that OpenAPI describes. */
export const apiRoutes = routes.filter((route) => route.segments[0] === "api");

/** OpenAPI path of an API route file: `/push/subscriptions/{id}` (the spec's base is /api). */
export const openApiPath = (route: ApiRoute) => route.pattern.replace(/^\/api/, "").replace(/\[([^\].]+)\]/g, "{$1}");
