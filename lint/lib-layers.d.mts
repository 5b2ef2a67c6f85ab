// Types for lib-layers.mjs (plain JavaScript, so that eslint.config.mjs loads it without a build).
import type { ESLint } from "eslint";

export interface Layer {
  name: string;
  folders: { folder: string; imports: string[] }[];
}

export function parseLayerTable(markdown: string): Layer[];

export function layerRules(
  layers: Layer[],
  folders: string[],
): { mayImport(from: string, to: string): boolean; layerName(folder: string): string; sameLayer(a: string, b: string): boolean };

export function libLayersPlugin(options?: { root?: string; readme?: string; folders?: string[] }): ESLint.Plugin;
