import { HEADSHOT, TIMINGS } from '../../shared/constants.ts';

/** Size of an image scaled down (never up) to a maximum width, keeping its aspect ratio. */
export function scaledSize(
  width: number,
  height: number,
  maxWidth: number,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: maxWidth, height: maxWidth };
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

export function loadImage(
  url: string,
  timeoutMs: number = TIMINGS.imageLoadTimeoutMs,
): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = window.setTimeout(() => {
      image.src = '';
      reject(new Error(`Image took longer than ${timeoutMs} ms: ${url}`));
    }, timeoutMs);
    image.crossOrigin = 'anonymous';
    image.onload = () => {
      window.clearTimeout(timer);
      resolve(image);
    };
    image.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error(`Image failed to load: ${url}`));
    };
    image.src = url;
  });
}

/** Downloads a headshot and returns it as a JPEG data URL at most 200 px wide (spec 9). */
export async function headshotToJpegDataUrl(url: string): Promise<string> {
  const image = await loadImage(url);
  const size = scaledSize(image.naturalWidth, image.naturalHeight, HEADSHOT.maxWidthPx);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  // JPEG has no transparency: paint white first so transparent headshots do not turn black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', HEADSHOT.jpegQuality);
}
