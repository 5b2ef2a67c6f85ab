// `npm run bench:screenshots`: uploading 10 screenshots to each of 5 locales of Trailmix 1.5.0
// (PNGs of 1320 × 2868, about 2 MB each, made once here), on PGlite and PostgreSQL side by side
// (bench/screenshots-target.ts runs one database). Per phase: its time, the store requests, and
// the service process's memory above where it was just before: while it receives the 5 multipart
// requests (streamed, each file checked and stored in the database) and while the embedded runner
// sends the 50 files to the store (the simulator, in a process of its own). The memory is set
// against the bytes of one request (10 files) and of all 50.
// Target: the service holds one file at a time, never a request whole (the most it holds at once
// while receiving, measured after full GCs, stays below one request's bytes), and all 50 end
// processed at the store. The peak before collection is printed beside it: V8 lets garbage grow
// with the heap it has (capped with --max-old-space-size, it collects sooner).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";

import { measureOnBothDatabases } from "./both-databases";
import type { MemoryFigures, ScreenshotFigures } from "./screenshots-target";

const FILES_PER_LOCALE = 10;
const [WIDTH, HEIGHT] = [1320, 2868];

/**
 * A screenshot-sized PNG (RGB, no alpha) of flat colour with one bit of noise per channel: about
 * 2 MB, as a real screenshot's PNG, where pure noise would make 11 MB and a flat colour a few KB.
 */
async function noisyPng(file: string): Promise<void> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  const noise = Buffer.alloc(WIDTH * HEIGHT);
  for (let index = 0; index < noise.length; index += 65_536) globalThis.crypto.getRandomValues(noise.subarray(index, index + 65_536));
  for (let pixel = 0; pixel < noise.length; pixel++) {
    const bits = noise[pixel]!;
    pixels[pixel * 3] = 90 + (bits & 1);
    pixels[pixel * 3 + 1] = 140 + ((bits >> 1) & 1);
    pixels[pixel * 3 + 2] = 200 + ((bits >> 2) & 1);
  }
  await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png()
    .toFile(file);
}

const folder = mkdtempSync(path.join(os.tmpdir(), "screenshots-bench-"));
let results: { pglite: ScreenshotFigures; postgres: ScreenshotFigures };
try {
  const files = Array.from({ length: FILES_PER_LOCALE }, (_, index) => path.join(folder, `screenshot-${index + 1}.png`));
  await Promise.all(files.map(noisyPng));
  process.env.SCREENSHOTS_BENCH_FILES = files.join(path.delimiter);
  results = measureOnBothDatabases<ScreenshotFigures>("bench/screenshots-target.ts", "screenshots");
} finally {
  rmSync(folder, { recursive: true, force: true });
}
const { pglite, postgres } = results;

const MB = 1_000_000;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const perSecond = (count: number, ms: number) => ((count * 1000) / ms).toFixed(1);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const columns = [
  ["PGlite", pglite],
  ["PostgreSQL", postgres],
] as const;
const kinds = [...new Set(columns.flatMap(([, figures]) => Object.keys(figures.send.storeRequests)))].sort();
const table: Record<string, Record<string, string>> = {};
/** A row of the table; with `measure`, the figure it shows as a number, set side by side as PGlite ÷ PostgreSQL. */
const row = (name: string, value: (figures: ScreenshotFigures) => string, measure?: (figures: ScreenshotFigures) => number) => {
  const cells: Record<string, string> = Object.fromEntries(columns.map(([database, figures]) => [database, value(figures)]));
  cells["PGlite ÷ PostgreSQL"] = measure ? times(measure(pglite) / measure(postgres)) : "";
  table[name] = cells;
};
const screenshots = (figures: ScreenshotFigures) => figures.locales * figures.filesPerLocale;
const requestBytes = (figures: ScreenshotFigures) => sum(figures.fileBytes);
const totalBytes = (figures: ScreenshotFigures) => requestBytes(figures) * figures.locales;
/** The larger of the two measures of a phase's peak: the JS heap and buffers, or the resident set. */
const peak = (memory: MemoryFigures) => Math.max(memory.peakHeapAndBuffers, memory.peakRss);

/** A phase's memory rows: its peaks above the baseline, set against the bytes, and where it ended. */
function memoryRows(label: string, memoryOf: (figures: ScreenshotFigures) => MemoryFigures) {
  row(
    `${label}: peak heap + buffers`,
    (f) => megabytes(memoryOf(f).peakHeapAndBuffers),
    (f) => memoryOf(f).peakHeapAndBuffers,
  );
  row(
    `${label}: peak RSS`,
    (f) => megabytes(memoryOf(f).peakRss),
    (f) => memoryOf(f).peakRss,
  );
  row(`${label}: peak ÷ all 50 files' bytes`, (f) => times(peak(memoryOf(f)) / totalBytes(f)));
  row(
    `${label}: most held at once (after full GCs)`,
    (f) => `${megabytes(memoryOf(f).peakLiveHeapAndBuffers)} (${memoryOf(f).liveSamples} samples)`,
    (f) => memoryOf(f).peakLiveHeapAndBuffers,
  );
  row(`${label}: held ÷ one request's bytes`, (f) => times(memoryOf(f).peakLiveHeapAndBuffers / requestBytes(f)));
  row(`${label}: heap + buffers after it (after GC)`, (f) => megabytes(memoryOf(f).retainedHeapAndBuffers));
  row(`${label}: main-thread samples, longest gap`, (f) => `${memoryOf(f).samples}, ${Math.round(memoryOf(f).longestGapMs)} ms`);
}

row("screenshots sent", (f) => `${f.locales} locales × ${f.filesPerLocale} = ${screenshots(f)}`);
row("bytes: one request (10 files) / all", (f) => `${megabytes(requestBytes(f))} / ${megabytes(totalBytes(f))}`);
row(
  "receiving: time (5 requests, one after another)",
  (f) => seconds(f.receive.ms),
  (f) => f.receive.ms,
);
row("receiving: screenshots/s, MB/s", (f) => `${perSecond(screenshots(f), f.receive.ms)}, ${perSecond(totalBytes(f) / MB, f.receive.ms)}`);
row("receiving: store requests", (f) => String(f.receive.storeRequests));
memoryRows("receiving", (f) => f.receive.memory);
row(
  "sending: time (runner until idle)",
  (f) => seconds(f.send.ms),
  (f) => f.send.ms,
);
row("sending: screenshots/s", (f) => perSecond(screenshots(f), f.send.ms));
row("sending: store requests, per screenshot", (f) => {
  const total = sum(Object.values(f.send.storeRequests));
  return `${total}, ${(total / screenshots(f)).toFixed(2)}`;
});
for (const kind of kinds) row(`  ${kind}`, (f) => String(f.send.storeRequests[kind] ?? 0));
memoryRows("sending", (f) => f.send.memory);
row("uploads succeeded (of 5)", (f) => String(f.uploadsSucceeded));
row("processed (COMPLETE) at the store", (f) => `${f.completeAtStore} of ${screenshots(f)}`);

console.log(
  `\nUploading ${screenshots(pglite)} screenshots (${megabytes(totalBytes(pglite))}) to Trailmix 1.5.0, the service's process only`,
);
console.table(table);
console.log(
  "Memory is above the phase's baseline (taken after a full GC): heap + buffers is heapUsed + external (every Buffer and " +
    "external string), RSS is sampled from a thread of its own; peak is the larger of the two, garbage included. " +
    "Held at once: heap + buffers right after two full GCs, forced every second (the times include them).",
);
for (const [database, figures] of columns) for (const failure of figures.failures) console.log(`${database}: ${failure}`);
const oneFileAtATime = columns.every(([, figures]) => figures.receive.memory.peakLiveHeapAndBuffers < requestBytes(figures));
const allUploaded = columns.every(
  ([, figures]) => figures.completeAtStore === screenshots(figures) && figures.uploadsSucceeded === figures.locales,
);
console.log(`most held at once while receiving below one request's bytes: ${oneFileAtATime ? "PASS" : "FAIL"}`);
console.log(`all 50 uploaded and processed at the store: ${allUploaded ? "PASS" : "FAIL"}`);
process.exit(oneFileAtATime && allUploaded ? 0 : 1);
