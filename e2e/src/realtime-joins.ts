import type { Page } from 'playwright-core';

/**
 * Resolves once the page's realtime socket is told it joined a channel whose topic starts with
 * `topicStart` (its server's `phx_reply` with status ok). Call it before the page loads: it listens
 * for the sockets the page opens from then on.
 */
export function channelJoined(page: Page, topicStart: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (
          text.includes(`"realtime:${topicStart}`) &&
          text.includes('phx_reply') &&
          text.includes('"status":"ok"')
        )
          resolve();
      });
    });
  });
}
