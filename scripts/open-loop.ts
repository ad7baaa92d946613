/** The open-loop request schedule shared by `npm run bench:api` and its health probe (a worker thread). */

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Result {
  sent: number;
  accepted: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  max: number;
}

/** Sends `rate` requests per second for `seconds`, on schedule. */
export async function openLoop(rate: number, seconds: number, request: (index: number) => Promise<Response>): Promise<Result> {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let accepted = 0;
  let errors = 0;
  const inflight: Promise<void>[] = [];
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const planned = start + index * interval;
    const wait = planned - performance.now();
    if (wait > 1) await sleep(wait);
    inflight.push(
      request(index).then(
        async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - planned);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
          if (response.status === 201) accepted += 1;
          else errors += 1;
        },
        () => {
          latencies.push(performance.now() - planned);
          statuses.network = (statuses.network ?? 0) + 1;
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inflight);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { sent: total, accepted, errors, statuses, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0 };
}

