import { SHARE_FRAGMENT_KEY } from '@/lib/wheel/share/share-fragment';
import { TEMPLATE_PARAM } from '@/lib/wheel/share/template-param';

/**
 * A template link or a shared-wheel link can carry a whole list in the
 * address, over a megabyte at 100,000 entries. Every part of the page that
 * reads the address (the router, each link it prepares, each request's
 * referrer) would pay for that length again, so a script in the page moves the
 * link's data out of the address before any of them run, and the wheel takes
 * it from there once stored state is in place.
 */

/** The window property the script leaves the link's data in. */
export const HANDOFF_PROPERTY = '__wheelLinkAddress';

export interface LinkAddress {
  search: string;
  hash: string;
}

type HandoffHolder = { [HANDOFF_PROPERTY]?: Partial<LinkAddress> };

/**
 * Runs in the page before the app's scripts: keeps the query and fragment of a
 * template or shared-wheel link on the window and shows the bare path instead.
 * Same text on every load, so one script hash covers it.
 */
export const ADDRESS_HANDOFF_SCRIPT = `try{var l=location;if(l.search.indexOf(${JSON.stringify(`${TEMPLATE_PARAM}=`)})>=0||l.hash.indexOf(${JSON.stringify(
  `#${SHARE_FRAGMENT_KEY}=`,
)})===0){window.${HANDOFF_PROPERTY}={search:l.search,hash:l.hash};history.replaceState(history.state,'',l.pathname)}}catch(e){}`;

/**
 * The query (or fragment) of the link the page was opened with: what the
 * script handed off, taken once so a later read sees the live address, or
 * else the live address itself.
 */
export function takeLinkAddressPart(holder: HandoffHolder, live: LinkAddress, part: keyof LinkAddress): string {
  const handed = holder[HANDOFF_PROPERTY];
  const value = handed?.[part];
  if (handed && value !== undefined) {
    delete handed[part];
    return value;
  }
  return live[part];
}
