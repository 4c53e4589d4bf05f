// One image request as a browser sends it, timed from sending it to its last byte.

/** What Chromium sends for an image, so the renderer picks the format it picks for the site. */
export const BROWSER_IMAGE_ACCEPT =
  'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** Downloads `url` whole as an image request; its bytes, content type and milliseconds taken. */
export async function timedImageGet(url: string, accept = BROWSER_IMAGE_ACCEPT) {
  const started = performance.now();
  const response = await fetch(url, { headers: { accept } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${body.toString()}`);
  return { body, contentType: response.headers.get('content-type') ?? '?', ms };
}
