/**
 * The fragment key of a shared-wheel link (`/#w=...`). Its own module so the
 * page can spot such a link without loading the decoder.
 */
export const SHARE_FRAGMENT_KEY = 'w';

/** Whether a location hash carries a shared wheel. */
export function isShareFragment(hash: string): boolean {
  return hash.startsWith(`#${SHARE_FRAGMENT_KEY}=`);
}

/**
 * What follows `w=` in a location hash (with or without its `#`), up to the first `&`: the wheel's
 * payload, which is base64url and has no `&`, so anything after it is an option (the embed page's
 * `&bg=transparent`). Null when the hash carries no wheel.
 */
export function sharePayloadOf(hash: string): string | null {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  const prefix = `${SHARE_FRAGMENT_KEY}=`;
  if (!fragment.startsWith(prefix)) return null;
  const end = fragment.indexOf('&');
  return fragment.slice(prefix.length, end === -1 ? undefined : end);
}
