import { SHARE_FRAGMENT_KEY, sharePayloadOf } from '@/lib/wheel/share/share-fragment';

/**
 * The embedded wheel's address: `/embed#w=<payload>`, the payload of a "Share wheel" link, then
 * any options, each `&name=value`:
 *
 *   bg=transparent   no page background behind the wheel (a browser source in OBS or other
 *                    streaming software lays the wheel over the stream)
 *
 * The payload is base64url, which has no `&`, so the first `&` ends it. Options are read in any
 * order; an unknown option or value is ignored, so an address made by a newer page still opens.
 * The fragment never reaches a server, and no option changes what is drawn, only how it looks.
 */

export const EMBED_PATH = '/embed';
const BACKGROUND_OPTION = 'bg';
const TRANSPARENT = 'transparent';

export interface EmbedOptions {
  transparent: boolean;
}

export interface EmbedFragment extends EmbedOptions {
  /** What follows `w=`, or null when the fragment carries no wheel. */
  payload: string | null;
}

/** Reads an embed page's location hash. Never throws. */
export function readEmbedFragment(hash: string): EmbedFragment {
  const payload = sharePayloadOf(hash);
  const [, ...options] = hash.split('&');
  const transparent = options.some((option) => option === `${BACKGROUND_OPTION}=${TRANSPARENT}`);
  return { payload: payload === '' ? null : payload, transparent };
}

/** The embed page's fragment for a shared wheel's payload, with its options. */
export function embedFragment(payload: string, { transparent }: EmbedOptions): string {
  return `#${SHARE_FRAGMENT_KEY}=${payload}${transparent ? `&${BACKGROUND_OPTION}=${TRANSPARENT}` : ''}`;
}

/**
 * The embed page's address for a "Share wheel" link (`https://site/#w=...`): the same wheel on
 * `embedPath` (the embed page in the visitor's language) of the link's own site.
 */
export function embedAddress(shareLink: string, embedPath: string, options: EmbedOptions): string {
  const url = new URL(shareLink);
  const { payload } = readEmbedFragment(url.hash);
  return `${url.origin}${embedPath}${payload === null ? '' : embedFragment(payload, options)}`;
}

/** The frame's size in CSS pixels: room for the wheel, the spin button, the winner and the link back. */
export const EMBED_FRAME = { width: 480, height: 640 } as const;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The HTML a site pastes to show the wheel: an iframe of the embed page with a title (the wheel's
 * name for screen readers), a fixed size, and fullscreen allowed for the wheel's Fullscreen button.
 */
export function embedCode(src: string, title: string): string {
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${EMBED_FRAME.width}" height="${EMBED_FRAME.height}" style="border:0;max-width:100%" allow="fullscreen" loading="lazy"></iframe>`;
}
