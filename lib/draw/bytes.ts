/** Byte helpers for the draw: hex, UTF-8, base64url and raw DEFLATE, all without Node's Buffer. */

const HEX_64 = /^[0-9a-f]{64}$/;

/** True for exactly 64 lower-case hex digits: the form of a server seed and of a commitment. */
export function isHex64(value: string): boolean {
  return HEX_64.test(value);
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The bytes of an even-length hex string; callers check the form first (see isHex64). */
export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

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
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function collect(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      // A few bytes of DEFLATE can unpack to gigabytes; stop reading early.
      await reader.cancel();
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
  const out = await collect(streamOf(bytes).pipeThrough(new CompressionStream('deflate-raw')), Number.POSITIVE_INFINITY);
  return out ?? new Uint8Array(0);
}

export type InflateResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'damaged' | 'too-large' };

/** Unpacks raw DEFLATE, refusing damaged or cut data and output over maxBytes. */
export async function inflateRaw(bytes: Uint8Array<ArrayBuffer>, maxBytes: number): Promise<InflateResult> {
  try {
    const out = await collect(streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')), maxBytes);
    return out ? { ok: true, bytes: out } : { ok: false, reason: 'too-large' };
  } catch {
    return { ok: false, reason: 'damaged' };
  }
}
