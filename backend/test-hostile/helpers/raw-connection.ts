import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A plain TCP connection to the gateway that writes whatever it is given (no HTTP or WebSocket client
 * checks anything) and records what comes back. Its errors are swallowed: only the server's fate matters.
 */
export class RawConnection {
  /** Every connection not yet closed, so a run can drop its leftovers before the stack stops. */
  private static readonly live = new Set<RawConnection>();
  private readonly chunks: Buffer[] = [];
  private received = 0;
  private closedByPeer = false;
  private readonly listeners = new Set<() => void>();

  private constructor(readonly socket: net.Socket) {
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      // Only the start matters (status line, frame headers); a flood of replies is counted, not kept.
      if (this.received < 64 * 1024) this.chunks.push(chunk);
      this.received += chunk.length;
      this.notify();
    });
    socket.on('end', () => {
      this.closedByPeer = true;
      this.notify();
    });
    RawConnection.live.add(this);
    socket.once('close', () => {
      RawConnection.live.delete(this);
      this.closedByPeer = true;
      this.notify();
    });
  }

  /** Connects to 127.0.0.1:`port`; rejects only if the connection itself fails. */
  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.off('error', reject);
        resolve(new RawConnection(socket));
      });
      socket.once('error', reject);
    });
  }

  /** Destroys every connection still open; returns how many there were. */
  static destroyAll(): number {
    const open = [...RawConnection.live];
    for (const connection of open) connection.drop();
    return open.length;
  }

  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }

  get isClosed(): boolean {
    return this.closedByPeer || this.socket.destroyed;
  }

  /** The status code of the first HTTP response line, if one came. */
  get status(): number | undefined {
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(this.bytes.subarray(0, 16).toString('latin1'));
    return match ? Number(match[1]) : undefined;
  }

  /**
   * Writes and waits until the data is flushed, the socket is gone, or `ms` have passed (a server that
   * stops reading without closing would otherwise hold the case forever); never rejects.
   */
  async write(data: Buffer | string, ms = 500): Promise<void> {
    if (this.socket.destroyed || !this.socket.writable) return;
    let flushed = false;
    this.socket.write(data, () => {
      flushed = true;
      this.notify();
    });
    await this.waitFor(() => flushed, ms);
  }

  /**
   * Writes the first `tinyBytes` of `data` in pieces of `size` bytes (to split headers and frames at
   * odd places), then the rest at once; stops early if the server closes or stops reading.
   */
  async writeInPieces(data: Buffer, size: number, tinyBytes = 512): Promise<void> {
    let offset = 0;
    while (offset < Math.min(data.length, tinyBytes) && !this.isClosed) {
      await this.write(data.subarray(offset, offset + size));
      offset += size;
      // Still not flushed: the server has stopped reading; more would only pile up here.
      if (this.socket.writableLength > 0) return;
    }
    if (offset < data.length && !this.isClosed) await this.write(data.subarray(offset));
  }

  /** Resolves true once `condition` holds, false if the connection closes or `ms` pass first. */
  async waitFor(condition: (bytes: Buffer) => boolean, ms: number): Promise<boolean> {
    if (condition(this.bytes)) return true;
    if (this.isClosed) return false;
    const controller = new AbortController();
    let check: () => void = () => undefined;
    const satisfied = new Promise<boolean>((resolve) => {
      check = () => {
        if (condition(this.bytes)) resolve(true);
        else if (this.isClosed) resolve(false);
      };
      this.listeners.add(check);
    });
    const timer = sleep(ms, false, { signal: controller.signal }).catch(() => false);
    const result = await Promise.race([satisfied, timer]);
    controller.abort();
    this.listeners.delete(check);
    return result;
  }

  /** Waits for any answer (or close) for at most `ms`. */
  waitForAnswer(ms: number): Promise<boolean> {
    return this.waitFor((bytes) => bytes.length > 0, ms);
  }

  /** Ends the connection with a FIN, a TCP reset, or just drops it; waits up to `graceMs` for the close. */
  async finish(how: 'end' | 'reset' | 'destroy', graceMs = 200): Promise<void> {
    if (!this.socket.destroyed) {
      if (how === 'reset') this.socket.resetAndDestroy();
      else if (how === 'destroy') this.socket.destroy();
      else this.socket.end();
    }
    await this.waitFor(() => false, graceMs);
    this.drop();
  }

  /**
   * Destroys the socket and forgets it. Its 'close' event is not awaited: after resetAndDestroy()
   * Node 20 does not always emit it.
   */
  private drop(): void {
    this.socket.destroy();
    RawConnection.live.delete(this);
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
