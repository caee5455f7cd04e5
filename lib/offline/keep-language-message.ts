import { isLang, type Lang } from '../i18n/languages';

/**
 * What a page tells the offline worker once it has loaded: keep my language's pages for offline
 * use. The worker answers on the message's port: true once they are all kept, false if it could not.
 */
export interface KeepLanguageMessage {
  type: 'keep-language';
  lang: Lang;
}

export function keepLanguageMessage(lang: Lang): KeepLanguageMessage {
  return { type: 'keep-language', lang };
}

export function isKeepLanguageMessage(data: unknown): data is KeepLanguageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, lang } = data as Partial<Record<keyof KeepLanguageMessage, unknown>>;
  return type === 'keep-language' && isLang(lang);
}
