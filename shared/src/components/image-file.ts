/** Why a chosen image file cannot be used: not one of the accepted formats (or not an image at all), or too large. */
export type ImageFileProblem = 'formato' | 'tamanho';

/**
 * Checks an image when the user chooses it, before anything is sent: its declared type, its size,
 * and that the browser can decode it (a text or an SVG named .png fails here, not at Salvar). The
 * api checks the content again.
 */
export async function imageFileProblem(file: File, types: readonly string[], maxBytes: number): Promise<ImageFileProblem | undefined> {
  if (!types.includes(file.type)) return 'formato';
  if (file.size > maxBytes) return 'tamanho';
  // test environments without a decoder trust the type
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    (await createImageBitmap(file)).close();
    return undefined;
  } catch {
    return 'formato';
  }
}
