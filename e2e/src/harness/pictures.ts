/** The bytes of a 1x1 PNG: the uploads check a file's bytes, not its name. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A 1x1 PNG file for `setInputFiles`, under the name a journey wants to see. */
export function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: ONE_PIXEL_PNG };
}
