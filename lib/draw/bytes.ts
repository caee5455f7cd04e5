/** Hex for the draw's seeds and digests; the other byte helpers are in lib/bytes.ts. */

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
