import { ENTRIES_KEY } from '@/lib/wheel/entries/entries-key';
import { HANDOFF_PROPERTY } from '@/lib/wheel/share/address-handoff';
import { SHARE_FRAGMENT_KEY } from '@/lib/wheel/share/share-fragment';
import { TEMPLATE_PARAM } from '@/lib/wheel/share/template-param';

/**
 * The exported home page shows a still picture of the default wheel until the
 * canvas paints. A visitor whose wheel will show another list (one stored, or
 * one in a template or shared-wheel link) must not see the default entries
 * first, so a script in the page marks the document before the picture is
 * painted, and the picture leaves its labels out.
 */

/** The attribute the script sets on <html> when the wheel's list will not be the default one. */
export const OWN_LIST_ATTRIBUTE = 'data-own-list';

/**
 * Runs in the page before the wheel's picture: a stored list, or a link's list (in the address, or
 * already handed off by the address hand-off script, whichever ran first), marks the document.
 * Same text on every load, so one script hash covers it.
 */
export const OWN_LIST_MARK_SCRIPT = `try{var l=location;if(window.${HANDOFF_PROPERTY}||l.search.indexOf(${JSON.stringify(`${TEMPLATE_PARAM}=`)})>=0||l.hash.indexOf(${JSON.stringify(
  `#${SHARE_FRAGMENT_KEY}=`,
)})===0||localStorage.getItem(${JSON.stringify(ENTRIES_KEY)})!==null)document.documentElement.setAttribute(${JSON.stringify(OWN_LIST_ATTRIBUTE)},'')}catch(e){}`;
