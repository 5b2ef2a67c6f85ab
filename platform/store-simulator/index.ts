// Public surface of the App Store Connect simulator.
export { createStoreSimulator, type StoreSimulator, type StoreSimulatorOptions } from "./simulator";
export { createMemoryStateStore } from "./state";
export { demoAccount } from "./demo-account";
export { SALES_COLUMNS, salesRows } from "./sales";
export { type LargeAppOptions } from "./seed-large-app";
export { type NewReview } from "./control";
