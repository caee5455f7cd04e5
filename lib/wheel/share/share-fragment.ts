/**
 * The fragment key of a shared-wheel link (`/#w=...`). Its own module so the
 * page can spot such a link without loading the decoder.
 */
export const SHARE_FRAGMENT_KEY = 'w';

/** Whether a location hash carries a shared wheel. */
export function isShareFragment(hash: string): boolean {
  return hash.startsWith(`#${SHARE_FRAGMENT_KEY}=`);
}
