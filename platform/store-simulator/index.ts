// Public surface of the App Store Connect simulator.
export { createStoreSimulator, type RequestAccess, type StoreSimulator, type StoreSimulatorOptions } from "./simulator";
export { type SimKey } from "./state";
export { createMemoryStateStore } from "./state";
export { demoAccount, demoKeys } from "./demo-account";
export { SALES_COLUMNS, salesRows } from "./sales";
export { type LargeAppOptions } from "./seed-large-app";
export { type NewReview } from "./control";
