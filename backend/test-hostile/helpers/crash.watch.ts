/** One uncaught exception or unhandled rejection seen in this process, with what was running then. */
export interface CrashRecord {
  kind: 'uncaughtException' | 'unhandledRejection';
  error: string;
  during: string[];
}

/**
 * Records every uncaught exception and unhandled rejection of this process (which hosts the stack).
 * Without a listener either would end a server process; here they are kept, so the run goes on and
 * the test can name the cases that were in flight when one fired.
 */
export class CrashWatch {
  readonly crashes: CrashRecord[] = [];
  /** Labels of what is running now (the fuzz cases in flight); copied into each record. */
  readonly inFlight = new Set<string>();

  private readonly onException = (error: unknown) => this.record('uncaughtException', error);
  private readonly onRejection = (reason: unknown) => this.record('unhandledRejection', reason);

  start(): this {
    process.on('uncaughtException', this.onException);
    process.on('unhandledRejection', this.onRejection);
    return this;
  }

  stop(): void {
    process.off('uncaughtException', this.onException);
    process.off('unhandledRejection', this.onRejection);
  }

  private record(kind: CrashRecord['kind'], error: unknown): void {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    this.crashes.push({
      kind,
      error: text.split('\n').slice(0, 6).join('\n'),
      during: [...this.inFlight],
    });
  }
}
