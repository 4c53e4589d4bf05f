import { averageColor, canvasOf, cappedSize, toBlob, type PreparedPhoto } from './photo-upload';

/** A still is drawn at most this wide or tall: the largest a video is shown at. */
const POSTER_MAX_EDGE = 1280;
/** A video the browser cannot open in this time gets no still. */
const GIVE_UP_MS = 10_000;

function once(target: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    target.addEventListener(event, () => resolve(), { once: true });
    target.addEventListener('error', () => reject(new Error('The video could not be read')), {
      once: true,
    });
  });
}

/**
 * A still of a video, taken in the browser from a frame near its start, for the page to show
 * before the video loads: a JPEG without metadata, with the video's size and the still's colour.
 * Null when the browser cannot play the file (the video then shows without a still). The video
 * itself is left as it is: drawn again it would lose its sound.
 */
export async function prepareVideoPoster(file: Blob): Promise<PreparedPhoto | null> {
  const video = document.createElement('video');
  let url: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    url = URL.createObjectURL(file);
    video.muted = true;
    video.preload = 'auto';
    video.src = url;
    const giveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The video took too long to open')), GIVE_UP_MS);
    });
    await Promise.race([once(video, 'loadeddata'), giveUp]);
    const seeked = once(video, 'seeked');
    video.currentTime = Math.min(1, (Number.isFinite(video.duration) ? video.duration : 0) / 10);
    await Promise.race([seeked, giveUp]);
    if (!video.videoWidth || !video.videoHeight) return null;
    const { width, height } = cappedSize(video.videoWidth, video.videoHeight, POSTER_MAX_EDGE);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | null;
    if (!context) return null;
    context.drawImage(video, 0, 0, width, height);
    const blob = await toBlob(canvas, 'image/jpeg');
    return {
      blob,
      meta: { width: video.videoWidth, height: video.videoHeight, color: averageColor(video) },
    };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    video.removeAttribute('src');
    if (url) {
      video.load();
      URL.revokeObjectURL(url);
    }
  }
}
