import { formatCount } from '@/lib/format-count';
import { deflateRaw, fromBase64Url, inflateRaw, toBase64Url, utf8 } from '@/lib/bytes';
import { MAX_DRAW_ENTRIES, MAX_RECORD_CHARS } from '@/lib/draw/limits';
import { announcementToJson, recordToJson, type Announcement, type DrawRecord } from '@/lib/draw/record';

const VERIFY_PATH = '/verify';


async function packed(json: string): Promise<string> {
  return toBase64Url(await deflateRaw(utf8(json)));
}

/** `/verify#r=` + base64url (no padding) of the raw DEFLATE of the record's UTF-8 JSON, after `origin` if given. */
export async function verificationLink(record: DrawRecord, origin = ''): Promise<string> {
  return `${origin}${VERIFY_PATH}#r=${await packed(recordToJson(record))}`;
}

/** `/verify#a=` + the same packing of the announcement: shared before the first spin. */
export async function announcementLink(announcement: Announcement, origin = ''): Promise<string> {
  return `${origin}${VERIFY_PATH}#a=${await packed(announcementToJson(announcement))}`;
}

export type ParsedInput = { ok: true; value: unknown } | { ok: false; reason: string; tooLarge?: boolean };

// `r=` or `a=` after the start, a `#`, `?` or `&`: a whole link, a bare fragment or a query.
const LINK_PAYLOAD = /(?:^|[#?&])([ra])=([^&#\s]*)/;

function parseJson(text: string, what: string): ParsedInput {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: `${what} is not valid JSON: it may be cut short or edited by hand.` };
  }
}

const TOO_LARGE = `too large: it unpacks to more than a draw record of ${formatCount(MAX_DRAW_ENTRIES)} entries can hold, so it was not opened.`;

async function unpackLink(kind: string, payload: string): Promise<ParsedInput> {
  const what = kind === 'a' ? 'announcement link' : 'verification link';
  if (payload === '') return { ok: false, reason: `The ${what} has nothing after "#${kind}=".` };
  const bytes = fromBase64Url(payload);
  if (!bytes) {
    return { ok: false, reason: `The ${what} is damaged: after "#${kind}=" it has characters or a length a link never has.` };
  }
  // Unpacking stops as soon as it passes the limit, so a small link cannot make the tab unpack gigabytes.
  const unpacked = await inflateRaw(bytes, MAX_RECORD_CHARS);
  if (!unpacked.ok) {
    return unpacked.reason === 'too-large'
      ? { ok: false, reason: `The ${what} is ${TOO_LARGE}`, tooLarge: true }
      : { ok: false, reason: `The ${what} is incomplete or damaged: its contents could not be unpacked. Copy the whole link again.` };
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(unpacked.bytes);
  } catch {
    return { ok: false, reason: `The ${what} does not hold UTF-8 text.` };
  }
  return parseJson(json, `The record inside the ${what}`);
}

/**
 * Reads what a visitor gives the checker: a record or announcement as JSON, a
 * link (whole or just its `#r=...` / `#a=...` part) or an address fragment.
 * Never throws; anything else gets a reason a person can act on.
 */
export async function parseRecordInput(input: string): Promise<ParsedInput> {
  if (input.length > MAX_RECORD_CHARS) {
    return { ok: false, reason: `The text is ${TOO_LARGE}`, tooLarge: true };
  }
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'There is nothing to check: give a draw record or a verification link.' };
  if (text.startsWith('{')) return parseJson(text, 'The draw record');
  const payload = LINK_PAYLOAD.exec(text);
  if (payload) return unpackLink(payload[1] ?? 'r', payload[2] ?? '');
  const asJson = parseJson(text, 'The text');
  if (asJson.ok) return asJson;
  return { ok: false, reason: 'The text is neither a draw record (JSON) nor a verification link (an address with "#r=").' };
}
