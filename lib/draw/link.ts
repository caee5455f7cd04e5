import { formatCount } from '@/lib/format-count';
import { deflateRaw, fromBase64Url, inflateRaw, toBase64Url, utf8 } from '@/lib/bytes';
import { recordToJson, type DrawRecord } from '@/lib/draw/record';

const VERIFY_PATH = '/verify';

/**
 * The most text the checker reads, pasted or unpacked from a link: far more
 * than a record of thousands of entries, far less than would stall a tab.
 */
export const MAX_RECORD_CHARS = 2_000_000;

/** `/verify#r=` + base64url (no padding) of the raw DEFLATE of the record's UTF-8 JSON, after `origin` if given. */
export async function verificationLink(record: DrawRecord, origin = ''): Promise<string> {
  const packed = await deflateRaw(utf8(recordToJson(record)));
  return `${origin}${VERIFY_PATH}#r=${toBase64Url(packed)}`;
}

export type ParsedInput = { ok: true; value: unknown } | { ok: false; reason: string };

// `r=` after the start, a `#`, `?` or `&`: a whole link, a bare fragment or a query.
const LINK_PAYLOAD = /(?:^|[#?&])r=([^&#\s]*)/;

function parseJson(text: string, what: string): ParsedInput {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: `${what} is not valid JSON: it may be cut short or edited by hand.` };
  }
}

async function unpackLink(payload: string): Promise<ParsedInput> {
  if (payload === '') return { ok: false, reason: 'The verification link has nothing after "#r=".' };
  const packed = fromBase64Url(payload);
  if (!packed) {
    return { ok: false, reason: 'The verification link is damaged: after "#r=" it has characters or a length a link never has.' };
  }
  // UTF-8 takes at most 3 bytes per UTF-16 unit, so this covers every record within the character limit.
  const unpacked = await inflateRaw(packed, MAX_RECORD_CHARS * 3);
  if (!unpacked.ok) {
    return {
      ok: false,
      reason:
        unpacked.reason === 'too-large'
          ? 'The verification link unpacks to more text than any draw record has.'
          : 'The verification link is incomplete or damaged: its contents could not be unpacked. Copy the whole link again.',
    };
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(unpacked.bytes);
  } catch {
    return { ok: false, reason: 'The verification link does not hold UTF-8 text.' };
  }
  return parseJson(json, 'The record inside the verification link');
}

/**
 * Reads what a visitor gives the checker: a record as JSON, a verification
 * link (whole or just its `#r=...` part) or an address fragment. Never throws;
 * anything else gets a reason a person can act on.
 */
export async function parseRecordInput(input: string): Promise<ParsedInput> {
  if (input.length > MAX_RECORD_CHARS) {
    return { ok: false, reason: `The text is too long to be a draw record (over ${formatCount(MAX_RECORD_CHARS)} characters).` };
  }
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'There is nothing to check: give a draw record or a verification link.' };
  if (text.startsWith('{')) return parseJson(text, 'The draw record');
  const payload = LINK_PAYLOAD.exec(text);
  if (payload) return unpackLink(payload[1] ?? '');
  const asJson = parseJson(text, 'The text');
  if (asJson.ok) return asJson;
  return { ok: false, reason: 'The text is neither a draw record (JSON) nor a verification link (an address with "#r=").' };
}
