import { de } from './messages/de';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { it } from './messages/it';
import { ptBr } from './messages/pt-br';
import { LANGUAGE_FACTS, type Lang } from './languages';
import { formatMessage, type MessageValues } from './format';
import { frenchTypography } from './french-typography';

import type { Messages, Namespace } from './messages/shape';

export type { Messages, Namespace };

/**
 * Every language's messages, for the server only: pages render their texts there and hand each
 * client part just the namespaces it needs, in the page's language (see components/i18n/texts.tsx).
 */
const MESSAGES: Record<Lang, Messages> = { en, es, 'pt-br': ptBr, fr: withFrenchTypography(fr), de, it };

/** French messages with French typography, set once as they are loaded rather than written by hand in every file. */
function withFrenchTypography(messages: Messages): Messages {
  const set = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, frenchTypography(text)]));
  return Object.fromEntries(Object.entries(messages).map(([namespace, texts]) => [namespace, set(texts)])) as Messages;
}

export function getMessages(lang: Lang): Messages {
  return MESSAGES[lang];
}

/** The texts of one namespace in one language: `t(key, values)`, ICU arguments and plurals filled in. */
export type Translate<N extends Namespace> = (key: keyof Messages[N], values?: MessageValues) => string;

/** `t(key, values)` for one namespace, in a server component or at build time. */
export function getT<N extends Namespace>(lang: Lang, namespace: N): Translate<N> {
  const texts: Messages[N] = MESSAGES[lang][namespace];
  return (key, values) => formatMessage(texts[key], values, LANGUAGE_FACTS[lang].tag);
}
