import { deflateRaw, fromBase64Url, inflateRaw, toBase64Url, utf8 } from '@/lib/bytes';
import { MAX_DRAW_ENTRIES, MAX_RECORD_CHARS } from '@/lib/draw/limits';
import { DRAW_ALGORITHM_V3 } from '@/lib/draw/algorithm';
import { announcementToJson, recordToJson, type Announcement, type DrawRecord } from '@/lib/draw/record';
import { announcementV3ToJson, recordV3ToJson, type AnnouncementV3, type DrawRecordV3 } from '@/lib/draw/record-v3';

const VERIFY_PATH = '/verify';

async function packed(json: string): Promise<string> {
  return toBase64Url(await deflateRaw(utf8(json)));
}

/** `/verify#r=` + base64url (no padding) of the raw DEFLATE of the record's UTF-8 JSON, after `origin` if given. */
export async function verificationLink(record: DrawRecord | DrawRecordV3, origin = ''): Promise<string> {
  const json = record.algorithm === DRAW_ALGORITHM_V3 ? recordV3ToJson(record) : recordToJson(record);
  return `${origin}${VERIFY_PATH}#r=${await packed(json)}`;
}

/** `/verify#a=` + the same packing of the announcement: shared before the first spin. */
export async function announcementLink(announcement: Announcement | AnnouncementV3, origin = ''): Promise<string> {
  const json = announcement.algorithm === DRAW_ALGORITHM_V3 ? announcementV3ToJson(announcement) : announcementToJson(announcement);
  return `${origin}${VERIFY_PATH}#a=${await packed(json)}`;
}

/** Which link a problem is in: a verification link (`#r=`) or an announcement link (`#a=`). */
export type LinkKind = 'verification' | 'announcement';

/** Why the input could not be read, as data: the page words it. */
export type InputProblem =
  | { code: 'nothingToCheck' }
  | { code: 'notRecordOrLink' }
  /** More than any draw holds: pasted text, or a link that unpacks past the limit. */
  | { code: 'tooLarge'; source: 'text' | LinkKind; maxEntries: number }
  /** The pasted record, or the record inside a link, is not JSON. */
  | { code: 'notJson'; source: 'record' | LinkKind }
  | { code: 'linkEmpty'; link: LinkKind }
  | { code: 'linkDamaged'; link: LinkKind }
  | { code: 'linkIncomplete'; link: LinkKind }
  | { code: 'linkNotUtf8'; link: LinkKind };

export type ParsedInput = { ok: true; value: unknown } | { ok: false; problem: InputProblem };

// `r=` or `a=` after the start, a `#`, `?` or `&`: a whole link, a bare fragment or a query.
const LINK_PAYLOAD = /(?:^|[#?&])([ra])=([^&#\s]*)/;

const NOT_JSON = Symbol('not JSON');

/** The parsed JSON, or NOT_JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

function failed(problem: InputProblem): ParsedInput {
  return { ok: false, problem };
}

function tooLarge(source: 'text' | LinkKind): ParsedInput {
  return failed({ code: 'tooLarge', source, maxEntries: MAX_DRAW_ENTRIES });
}

async function unpackLink(kind: string, payload: string): Promise<ParsedInput> {
  const link: LinkKind = kind === 'a' ? 'announcement' : 'verification';
  if (payload === '') return failed({ code: 'linkEmpty', link });
  const bytes = fromBase64Url(payload);
  if (!bytes) return failed({ code: 'linkDamaged', link });
  // Unpacking stops as soon as it passes the limit, so a small link cannot make the tab unpack gigabytes.
  const unpacked = await inflateRaw(bytes, MAX_RECORD_CHARS);
  if (!unpacked.ok) return unpacked.reason === 'too-large' ? tooLarge(link) : failed({ code: 'linkIncomplete', link });
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(unpacked.bytes);
  } catch {
    return failed({ code: 'linkNotUtf8', link });
  }
  const value = parseJson(json);
  return value === NOT_JSON ? failed({ code: 'notJson', source: link }) : { ok: true, value };
}

/**
 * Reads what a visitor gives the checker: a record or announcement as JSON, a
 * link (whole or just its `#r=...` / `#a=...` part) or an address fragment.
 * Never throws; anything else gets a problem a person can act on.
 */
export async function parseRecordInput(input: string): Promise<ParsedInput> {
  if (input.length > MAX_RECORD_CHARS) return tooLarge('text');
  const text = input.trim();
  if (text === '') return failed({ code: 'nothingToCheck' });
  if (text.startsWith('{')) {
    const value = parseJson(text);
    return value === NOT_JSON ? failed({ code: 'notJson', source: 'record' }) : { ok: true, value };
  }
  const payload = LINK_PAYLOAD.exec(text);
  if (payload) return unpackLink(payload[1] ?? 'r', payload[2] ?? '');
  const value = parseJson(text);
  return value === NOT_JSON ? failed({ code: 'notRecordOrLink' }) : { ok: true, value };
}
