import { readFileSync } from 'node:fs';
import net from 'node:net';

/**
 * The range the kernel draws from for `listen(0)` and for the local port of every outgoing
 * connection (Linux's default when /proc cannot tell).
 */
export function ephemeralPortRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high && low < high) return { low, high };
  } catch {
    // not Linux
  }
  return { low: 32768, high: 60999 };
}

const POOL_SIZE = 12_000;
const LOWEST_POOL_PORT = 10_000;
const { low: ephemeralLow } = ephemeralPortRange();
const poolStart = Math.max(LOWEST_POOL_PORT, ephemeralLow - POOL_SIZE);
const poolSize = ephemeralLow - poolStart;
let nextCandidate = Math.floor(Math.random() * poolSize);

function listenOnce(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => resolve(bound));
    });
  });
}

/** Whether `port` on 127.0.0.1 can be listened on now (a port remembered from an earlier run). */
export async function isPortFree(port: number): Promise<boolean> {
  return (await listenOnce(port)) !== undefined;
}

/**
 * A free 127.0.0.1 port for a service that is told its port rather than listening on port 0 and
 * reporting back (PostgreSQL, PostgREST, the mail catcher, a backend restarted on the same URL).
 *
 * It comes from just below the ephemeral range: between this pick and the service's own listen, the
 * kernel may give a port in that range to any outgoing connection (to PostgreSQL, say), and a
 * connected socket on the port makes the listen fail with EADDRINUSE. Below the range only a fixed
 * port can clash, and a busy one is skipped here. Successive picks in one process never repeat
 * until the pool wraps.
 */
export async function pickFreePort(): Promise<number> {
  for (let tries = 0; poolSize > 0 && tries < 200; tries += 1) {
    const port = poolStart + (nextCandidate % poolSize);
    nextCandidate += 1;
    if ((await listenOnce(port)) !== undefined) return port;
  }
  const port = await listenOnce(0);
  if (port === undefined) throw new Error('no free 127.0.0.1 port');
  return port;
}
