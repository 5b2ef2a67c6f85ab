// The allowed directions between lib/ folders, read from the layer table in lib/README.md, and the
// ESLint rule that holds every import to them. The table is the only place they are written: a
// folder may import a folder of a lower layer, or one of its own layer that its entry names with
// an arrow (`sync` (→ agent, sales)). Type-only imports count too: two folders whose types need
// each other are one folder in disguise.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const FOLDER = /^[a-z][a-z0-9-]*$/;

/** Splits at the commas outside parentheses: `a` (x, y), `b` → ["`a` (x, y)", "`b`"]. */
function topLevelItems(cell) {
  const items = [];
  let depth = 0;
  let current = "";
  for (const char of cell) {
    if (char === "(") depth++;
    if (char === ")") depth--;
    if (char === "," && depth === 0) {
      items.push(current.trim());
      current = "";
    } else current += char;
  }
  if (current.trim()) items.push(current.trim());
  return items;
}

/**
 * The layers of the table under "| layer | folders |", lowest first: each a name and its folders,
 * each folder with the folders of its own layer it may import (its arrows).
 */
export function parseLayerTable(markdown) {
  const lines = markdown.split("\n");
  const header = lines.findIndex((line) => /^\|\s*layer\s*\|\s*folders\s*\|\s*$/.test(line));
  if (header < 0) throw new Error('lib/README.md: no "| layer | folders |" table');
  const layers = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith("|")) break;
    const [, name, cell] = line.match(/^\|([^|]*)\|(.*)\|\s*$/) ?? [];
    if (cell === undefined) throw new Error(`lib/README.md: cannot read the layer row ${line}`);
    const folders = topLevelItems(cell).map((item) => {
      const [, folder, note = ""] = item.match(/^`([^`]+)`\s*(?:\((.*)\))?$/s) ?? [];
      if (!folder) throw new Error(`lib/README.md: "${item}" in layer "${name.trim()}" is not \`folder\` (note)`);
      const arrow = note.match(/→\s*([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)/);
      return { folder, imports: arrow ? arrow[1].split(",").map((target) => target.trim()) : [] };
    });
    layers.push({ name: name.trim(), folders });
  }
  return layers;
}

/**
 * Checks the table against the folders on disk and itself, and answers `mayImport(from, to)`.
 * Throws when a folder is missing, listed twice or unknown, when an arrow leaves its layer (an
 * arrow down is implied, so it would only hide a mistake) or when arrows in a layer make a loop.
 */
export function layerRules(layers, folders) {
  const layerOf = new Map();
  const arrows = new Map();
  layers.forEach((layer, index) => {
    for (const { folder, imports } of layer.folders) {
      if (!FOLDER.test(folder)) throw new Error(`lib/README.md: "${folder}" is not a folder name`);
      if (layerOf.has(folder)) throw new Error(`lib/README.md: lib/${folder} is listed twice`);
      layerOf.set(folder, index);
      arrows.set(folder, imports);
    }
  });
  const missing = folders.filter((folder) => !layerOf.has(folder));
  if (missing.length) throw new Error(`lib/README.md's layer table misses ${missing.map((f) => `lib/${f}`).join(", ")}: give each a layer`);
  const gone = [...layerOf.keys()].filter((folder) => !folders.includes(folder));
  if (gone.length) throw new Error(`lib/README.md's layer table lists ${gone.map((f) => `lib/${f}`).join(", ")}, which no longer exist`);
  for (const [folder, imports] of arrows) {
    for (const target of imports) {
      if (layerOf.get(target) !== layerOf.get(folder))
        throw new Error(
          `lib/README.md: the arrow ${folder} → ${target} must stay in ${folder}'s layer (${layers[layerOf.get(folder)].name}); a lower layer needs no arrow`,
        );
    }
  }
  // Arrows within a layer must not loop back: depth-first, with the path so far.
  const visit = (folder, trail) => {
    if (trail.includes(folder)) throw new Error(`lib/README.md: the arrows make a loop: ${[...trail, folder].join(" → ")}`);
    for (const target of arrows.get(folder)) visit(target, [...trail, folder]);
  };
  for (const folder of arrows.keys()) visit(folder, []);

  const mayImport = (from, to) => from === to || layerOf.get(to) < layerOf.get(from) || arrows.get(from).includes(to);
  const layerName = (folder) => layers[layerOf.get(folder)].name;
  return { mayImport, layerName, sameLayer: (a, b) => layerOf.get(a) === layerOf.get(b) };
}

/** The lib/ folder a path in the project falls in, or undefined outside lib/. */
function libFolder(projectPath) {
  return projectPath.match(/^lib\/([^/]+)\//)?.[1];
}

/** An ESLint plugin whose rule `lib-layers` reports every import between lib/ folders the table does not allow. */
export function libLayersPlugin({ root = ROOT, readme = readFileSync(path.join(root, "lib/README.md"), "utf8"), folders } = {}) {
  const onDisk =
    folders ??
    readdirSync(path.join(root, "lib"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const rules = layerRules(parseLayerTable(readme), onDisk);
  const rule = {
    meta: {
      type: "problem",
      docs: { description: "Imports between lib/ folders follow lib/README.md's layer table" },
      schema: [],
      messages: {
        up: "lib/{{from}} may not import lib/{{to}}: {{to}} is in a higher layer ({{toLayer}}) than {{from}} ({{fromLayer}}) in lib/README.md's layer table. Move what both need down, or pass it in.",
        sideways:
          "lib/{{from}} may not import lib/{{to}}: both are in the layer {{fromLayer}} of lib/README.md's table, and {{from}}'s entry has no arrow to {{to}}. Add “→ {{to}}” there if this is the direction you mean (the arrows may not loop).",
      },
    },
    create(context) {
      const file = path.relative(root, context.filename).split(path.sep).join("/");
      const from = libFolder(file);
      if (!from) return {};
      const check = (source) => {
        if (typeof source?.value !== "string") return;
        const spec = source.value;
        let target;
        if (spec.startsWith("@/")) target = spec.slice(2);
        else if (spec.startsWith("."))
          target = path
            .relative(root, path.resolve(path.dirname(context.filename), spec))
            .split(path.sep)
            .join("/");
        else return;
        const to = libFolder(`${target}/`);
        if (!to || rules.mayImport(from, to)) return;
        context.report({
          node: source,
          messageId: rules.sameLayer(from, to) ? "sideways" : "up",
          data: { from, to, fromLayer: rules.layerName(from), toLayer: rules.layerName(to) },
        });
      };
      return {
        ImportDeclaration: (node) => check(node.source),
        ExportNamedDeclaration: (node) => check(node.source),
        ExportAllDeclaration: (node) => check(node.source),
        ImportExpression: (node) => check(node.source),
        TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      };
    },
  };
  return { rules: { "lib-layers": rule } };
}
