/**
 * Bytes for links that carry data in the address: UTF-8, base64url (RFC 4648
 * section 5, unpadded) and raw DEFLATE (RFC 1951) through the browser's
 * compression streams, with a cap on what a small link may unpack to.
 */

export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text);
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list short for large records.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of unpadded base64url text, or null when the text cannot be base64url. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  // A length of 4k + 1 leaves 6 bits, never a whole byte: the text was cut.
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The stream's bytes, or null (and the stream cancelled, without waiting on it) as soon as they pass
 * `maxBytes`: a few bytes of DEFLATE can unpack to gigabytes, and a hostile server can answer without end.
 */
export async function readBounded(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** Raw DEFLATE (RFC 1951, no zlib header) of the bytes. */
export async function deflateRaw(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const out = await readBounded(streamOf(bytes).pipeThrough(new CompressionStream('deflate-raw')), Number.POSITIVE_INFINITY);
  return out ?? new Uint8Array(0);
}

export type InflateResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'damaged' | 'too-large' };

/** Unpacks raw DEFLATE, refusing damaged or cut data and output over maxBytes. */
export async function inflateRaw(bytes: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<InflateResult> {
  try {
    const out = await readBounded(streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')), maxBytes);
    return out ? { ok: true, bytes: out } : { ok: false, reason: 'too-large' };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}
