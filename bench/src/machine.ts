import os from 'node:os';

/** One line that says what machine the numbers come from. */
export function describeMachine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(0);
  return `${os.cpus().length} × ${cpu}, ${memory} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** The load average right now: the machine is shared, so every run says how busy it was. */
export function describeLoad() {
  const [one = 0, five = 0] = os.loadavg();
  return `load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) on ${os.cpus().length} cores`;
}
