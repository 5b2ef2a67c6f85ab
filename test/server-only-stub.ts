// `server-only` throws outside a React server bundle; tests import server modules directly.
export {};
