import assert from 'node:assert/strict';
import net from 'node:net';
import { describe, it } from 'node:test';
import { ephemeralPortRange, pickFreePort } from '../src/free-port.ts';

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('pickFreePort', () => {
  it('picks below the range the kernel gives to outgoing connections, where none can take it', async () => {
    const { low } = ephemeralPortRange();
    for (let i = 0; i < 20; i += 1) {
      const port = await pickFreePort();
      assert.ok(port < low, `port ${port} lies in the ephemeral range from ${low}`);
      assert.ok(port >= 1024, `port ${port} needs privileges`);
    }
  });

  it('gives a port a service can listen on, and a different one each time', async () => {
    const picked = new Set<number>();
    for (let i = 0; i < 20; i += 1) picked.add(await pickFreePort());
    assert.equal(picked.size, 20);
    const server = await listen([...picked][0]!);
    server.close();
  });

  it('skips a port something listens on', async () => {
    const first = await pickFreePort();
    // The next candidate after `first` is `first + 1` unless the pool wraps there.
    const blocker = await listen(first + 1).catch(() => undefined);
    try {
      const second = await pickFreePort();
      assert.notEqual(second, first + 1);
      assert.notEqual(second, first);
    } finally {
      blocker?.close();
    }
  });

  it('reads the ephemeral range the kernel uses', () => {
    const { low, high } = ephemeralPortRange();
    assert.ok(low > 1024 && low < high && high <= 65535, `${low}-${high}`);
  });
});
