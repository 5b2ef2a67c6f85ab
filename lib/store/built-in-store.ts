import { forgetSingleton, processSingleton } from "@/lib/process/singletons";

/**
 * The built-in App Store Connect simulator as the service's code sees it. The platform hands it in
 * at start (`provideEmbeddedStore` in platform/store-simulator/embedded.ts, called by
 * instrumentation.ts, the test setup and the benchmarks that use it), so lib never imports
 * platform/. Where the simulator is served is the service's own layout, so it is said here.
 */

/** Where the built-in simulator is served (app/store-sim). */
export const SIMULATOR_BASE_PATH = "/store-sim";

/**
 * The sandbox plain `/store-sim/…` serves: for people calling the simulator directly
 * (docs/dashboard.md). No account's apps live in it; each account's have a sandbox of their own.
 */
export const PUBLIC_SANDBOX = "public";

/** A key the simulator checks a token with: its public half only. */
export interface SimulatorKey {
  keyId: string;
  kind: "team" | "individual";
  issuerId?: string;
  publicKeyJwk: JsonWebKey;
}

/** How a request reaches a sandbox: its address, the keys it answers to, where its images are served. */
export interface SandboxTarget {
  sandbox: string;
  basePath?: string;
  keys?: readonly SimulatorKey[];
  imageRoot?: (assetToken: string) => string;
}

/** The simulator this process serves: a set of sandboxes. */
export interface EmbeddedSimulator {
  handle(request: Request, target: SandboxTarget): Promise<Response>;
}

export interface BuiltInStore {
  /** This process's simulator; null when the service works with App Store Connect itself. */
  embedded(): EmbeddedSimulator | null;
  /** The demo publisher's public keys (its private ones are committed: anyone may sign with them). */
  demoKeys(): SimulatorKey[];
  /** The demo publisher each sandbox holds. */
  demoAccount: { vendorNumber: string; apps: readonly { storeId: string; name: string; bundleId: string }[] };
}

/** Hands the platform's simulator to the service's code (at start, before any request). */
export function provideBuiltInStore(store: BuiltInStore): void {
  // A process singleton: Next's bundles share it, and each test file hands in its own.
  forgetSingleton("builtInStore");
  processSingleton("builtInStore", () => store);
}

/** The simulator the platform handed in; throws when none was (a start that skipped it). */
export function builtInStore(): BuiltInStore {
  return processSingleton<BuiltInStore>("builtInStore", () => {
    throw new Error("The built-in store was not provided: call provideEmbeddedStore() (platform/store-simulator/embedded.ts) at start.");
  });
}
