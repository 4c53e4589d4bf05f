import { setTimeout as sleep } from 'node:timers/promises';
import type { TestStack } from './test-stack.ts';

export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: Array<{ address: string }>;
}

export async function listMail(stack: TestStack): Promise<CaughtMail[]> {
  const res = await fetch(`${stack.mailUrl}/email`);
  return (await res.json()) as CaughtMail[];
}

/** Waits until the catcher holds a message to `address` (SMTP delivery is asynchronous) and returns the newest. */
export async function waitForMail(
  stack: TestStack,
  address: string,
  attempts = 100,
): Promise<CaughtMail> {
  for (let i = 0; i < attempts; i += 1) {
    const mails = (await listMail(stack)).filter((m) =>
      m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
    );
    const newest = mails.at(-1);
    if (newest) return newest;
    await sleep(50);
  }
  throw new Error(`No mail to ${address} arrived`);
}

/** Waits for a mail to `address` with `subject` that is not among the `seen` ids. */
export async function waitForNewMail(
  stack: TestStack,
  address: string,
  subject: string,
  seen: Set<string>,
): Promise<CaughtMail | undefined> {
  for (let i = 0; i < 60; i += 1) {
    const found = (await listMail(stack)).find(
      (m) =>
        !seen.has(m.id) &&
        m.subject === subject &&
        m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()),
    );
    if (found) return found;
    await sleep(50);
  }
  return undefined;
}

/** The confirmation link (`…/auth/v1/verify?…`) inside a mail. */
export function confirmationLink(mail: CaughtMail): string {
  const match = /href="([^"]*\/auth\/v1\/verify\?[^"]*)"/.exec(mail.html);
  if (!match?.[1]) throw new Error(`No confirmation link in mail "${mail.subject}"`);
  return match[1].replaceAll('&amp;', '&');
}

/** The ids of the mail already caught, so a test can wait for a mail that is new. */
export async function seenMail(stack: TestStack): Promise<Set<string>> {
  return new Set((await listMail(stack)).map((m) => m.id));
}

/** The one-time code a mail carries next to its link. */
export function codeOf(mail: CaughtMail): string {
  const match = /Code: <strong>(\d+)<\/strong>/.exec(mail.html);
  if (!match?.[1]) throw new Error(`No code in mail "${mail.subject}"`);
  return match[1];
}
