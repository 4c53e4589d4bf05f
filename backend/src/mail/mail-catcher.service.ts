import MailDev from 'maildev';
import { waitForHttp } from '../rest/wait-for-http.ts';

export interface MailCatcher {
  /** Web inbox; `GET <webUrl>/email` lists the messages as JSON. */
  webUrl: string;
  smtpPort: number;
  stop(): Promise<void>;
}

const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Starts maildev: an SMTP server that keeps every message, with a web inbox and a JSON API.
 * maildev keeps its server in module state, so one process runs one catcher at a time.
 */
export async function startMailCatcher(opts: {
  smtpPort: number;
  webPort: number;
}): Promise<MailCatcher> {
  const before = new Map(SIGNALS.map((s) => [s, new Set(process.listeners(s))]));
  const maildev = new MailDev({
    smtp: opts.smtpPort,
    web: opts.webPort,
    ip: '127.0.0.1',
    silent: true,
  });
  // maildev installs SIGINT/SIGTERM handlers that call process.exit; the stack shuts down in order itself.
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.off(signal, listener);
    }
  }
  await new Promise<void>((resolve, reject) => {
    maildev.listen((error?: Error) => (error ? reject(error) : resolve())).catch(reject);
  });
  const webUrl = `http://127.0.0.1:${opts.webPort}`;
  await waitForHttp(`${webUrl}/email`, 10_000);
  return {
    webUrl,
    smtpPort: opts.smtpPort,
    stop: () => new Promise<void>((resolve) => maildev.close(() => resolve())),
  };
}
