import os from 'node:os';

/** One line that says what machine the numbers come from. */
export function describeMachine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${os.cpus().length} × ${cpu}, ${memory} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}
