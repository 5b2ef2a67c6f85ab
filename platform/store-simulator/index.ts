// Public surface of the App Store Connect simulator.
export { createStoreSimulator, DEFAULT_HOURLY_BUDGET, type StoreSimulator, type StoreSimulatorOptions } from "./simulator";
export { createSandboxedSimulator, DEFAULT_LOADED_SANDBOXES, type SandboxedSimulator, type SandboxedSimulatorOptions } from "./sandboxes";
export type { FailNextOptions, RequestLogEntry, SimulatorControl } from "./control";
export { createMemoryStateStore, type SimState, type SimulatorStateStore } from "./state";
export { buildSeedState, DEFAULT_EPOCH, DEFAULT_SEED } from "./seed";
export { demoAccount, type DemoAccount } from "./demo-account";
export { SALES_COLUMNS, salesRows } from "./sales";
export { LARGE_APP_STORE_ID, seedLargeApp, type LargeAppOptions } from "./seed-large-app";
