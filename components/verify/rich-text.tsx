import { Fragment, type ReactNode } from 'react';
import type { MessageValues } from '@/lib/i18n/format';
import type { Messages } from '@/lib/i18n/messages';
import type { Translate } from '@/lib/i18n/messages';

// Private-use code points around an argument's name: no message or value contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACE = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * A message whose `{name}` arguments are elements (code, emphasis, a link):
 * the text in the page's language with each element where the message puts it.
 */
export function richText(t: Translate<'verify'>, key: keyof Messages['verify'], elements: Record<string, ReactNode>, values: MessageValues = {}): ReactNode {
  const places = Object.fromEntries(Object.keys(elements).map((name) => [name, `${OPEN}${name}${CLOSE}`]));
  const pieces = t(key, { ...values, ...places }).split(PLACE);
  return pieces.map((piece, i) => (i % 2 === 0 ? piece : <Fragment key={i}>{elements[piece]}</Fragment>));
}
