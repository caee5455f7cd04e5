/**
 * After a new deploy, a page opened on the previous build may ask the host
 * for a script file that is gone. Browsers and bundlers word that failure in
 * different ways; all of them mean "reload to get the current build".
 */
const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return [name, message].some((text) => typeof text === 'string' && CHUNK_FAILURE.test(text));
}
