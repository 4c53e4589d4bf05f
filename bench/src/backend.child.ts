// The benchmark backend in its own process (as `npm start` runs it), so the load the bench generates
// does not share an event loop with the gateway and realtime. Prints `READY {json}`; stops when its
// stdin closes.
import { startBenchStack, type DatabaseKind } from './bench-stack.ts';
import type { BackendInfo } from './bench-backend.ts';

const [kind, posts, comments] = process.argv.slice(2);
const bench = await startBenchStack(
  kind as DatabaseKind,
  { posts: Number(posts), comments: Number(comments) },
  (line) => process.stderr.write(`${line}\n`),
);
const info: BackendInfo = {
  url: bench.stack.url,
  anonKey: bench.stack.anonKey,
  serviceRoleKey: bench.stack.serviceRoleKey,
  jwtSecret: bench.stack.jwtSecret,
  databaseUrl: bench.stack.databaseUrl,
  postgrestUrl: bench.postgrestUrl,
  seedSeconds: bench.seedSeconds,
  recordedSeedSeconds: bench.recordedSeedSeconds,
  dataDir: bench.dataDir,
};
process.stdout.write(`READY ${JSON.stringify(info)}\n`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await bench.stop();
  process.exit(0);
};
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
