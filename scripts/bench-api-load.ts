/**
 * The load side of `npm run bench:api` (scripts/bench-api.ts starts the platform and runs this in
 * a process of its own, so that making the load does not slow the server it measures). Each
 * student logs in, then loops over the read mix for BENCH_SECONDS; then as many loops read the
 * same engine with raw GetItem for as long.
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';

const appUrl = process.env.BENCH_APP_URL!;
const accounts = JSON.parse(process.env.BENCH_ACCOUNTS!) as { email: string; password: string }[];
const seconds = Number(process.env.BENCH_SECONDS);
const userKey = JSON.parse(process.env.BENCH_USER_KEY!) as Record<string, string>;

async function call(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const init: RequestInit = path.startsWith('settings/')
    ? { method: 'GET' }
    : { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) };
  const response = await fetch(`${appUrl}/api/${path}`, init);
  const reply = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply;
}

/** Runs `loops` copies of `step` until the time is up; the latency of every step, in ms. */
async function measure(loops: number, step: (loop: number, round: number) => Promise<void>): Promise<{ latencies: number[]; elapsed: number }> {
  const latencies: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let round = 0; performance.now() < end; round += 1) {
        const before = performance.now();
        await step(loop, round);
        latencies.push(performance.now() - before);
      }
    }),
  );
  return { latencies, elapsed: (performance.now() - start) / 1000 };
}

function summary(name: string, { latencies, elapsed }: { latencies: number[]; elapsed: number }): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
  const rate = latencies.length / elapsed;
  console.log(`${name.padEnd(28)} ${rate.toFixed(0).padStart(6)} req/s   p50 ${at(50)} ms   p95 ${at(95)} ms   p99 ${at(99)} ms   (${latencies.length} in ${elapsed.toFixed(1)} s)`);
  return rate;
}

const tokens = await Promise.all(accounts.map(async ({ email, password }) => (await call('users/loginStudent', { email, password })).token as string));
const types = ['RFB', 'RMA', 'LWD', 'SRA', 'WWE', 'LSA'];
const uids = types.flatMap((type) => [1, 2, 3].map((n) => `${type}-${String(n).padStart(4, '0')}`));
const mix = [
  (loop: number, round: number) => call('questions/fetchQuestions', { type: types[(loop + round) % types.length], page: 1 }, tokens[loop]),
  (loop: number, round: number) => call('questions/fetchQuestion', { uid: uids[(loop + round) % uids.length] }, tokens[loop]),
  () => call('settings/getDateNow', {}),
  (loop: number) => call('users/retrieveUser', {}, tokens[loop]),
];

// A short warm-up, so that both sides are measured with their code loaded and connections open.
await Promise.all(tokens.map((_, loop) => Promise.all(mix.map((request) => request(loop, 0)))));
const api = summary(`API read mix (${accounts.length} students)`, await measure(accounts.length, async (loop, round) => void (await mix[round % mix.length]!(loop, round))));

const dynamodb = new DynamoDBClient({ region: process.env.AWS_REGION, endpoint: process.env.DYNAMODB_ENDPOINT });
const getItem = new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: Object.fromEntries(Object.entries(userKey).map(([name, value]) => [name, { S: value }])), ConsistentRead: true });
await dynamodb.send(getItem);
const raw = summary(`Raw GetItem (${accounts.length} loops)`, await measure(accounts.length, async () => void (await dynamodb.send(getItem))));
console.log(`API / raw: ${((api / raw) * 100).toFixed(1)} %`);
