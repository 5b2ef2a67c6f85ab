import http from "node:http";

interface StreamedResult {
  status: number;
  body: string;
  /** Bytes the client had written when the answer came. */
  sentBytes: number;
}

/**
 * Sends a chunked body of `totalBytes` (no Content-Length, so only counting while reading can
 * stop it) and stops writing as soon as the server answers, as an attacker's client would not
 * need to: the point is what the server does before its answer.
 */
export function sendChunkedBody(
  url: string,
  options: { method?: string; headers?: Record<string, string>; totalBytes: number; prefix?: string },
): Promise<StreamedResult> {
  const chunk = Buffer.alloc(64 * 1024, 0x61 /* a */);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method ?? "POST",
      headers: { ...options.headers, "transfer-encoding": "chunked" },
    });
    let sent = 0;
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (data: string) => (body += data));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sentBytes: sent });
        request.destroy();
      });
    });
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (options.prefix) {
      request.write(options.prefix);
      sent += Buffer.byteLength(options.prefix);
    }
    const pump = () => {
      while (!answered && sent < options.totalBytes) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/**
 * The most this process's heap and buffers grew above where they were at the start, sampled every
 * few milliseconds while `work` runs (the test server shares the process).
 */
export async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthBytes: number }> {
  const used = () => {
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const baseline = used();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 2);
  try {
    const result = await work();
    peak = Math.max(peak, used());
    return { result, growthBytes: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}
