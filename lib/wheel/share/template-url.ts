import { pathIn, type Lang } from '@/lib/i18n/languages';
import { TEMPLATE_PARAM } from '@/lib/wheel/share/template-param';

export type TemplateParse = { kind: 'absent' } | { kind: 'invalid'; reason: string } | { kind: 'entries'; texts: string[] };

/**
 * Reads `?template_entries=` from a query string: a JSON list of strings,
 * URL-encoded. URLSearchParams already decodes it once; a value that still
 * looks encoded (a link encoded twice) is decoded again. Never throws.
 */
export function parseTemplateParam(search: string): TemplateParse {
  let raw: string | null;
  try {
    raw = new URLSearchParams(search).get(TEMPLATE_PARAM);
  } catch {
    return { kind: 'invalid', reason: 'the address could not be read' };
  }
  if (raw === null) return { kind: 'absent' };

  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch {
      return { kind: 'invalid', reason: 'it is not valid JSON' };
    }
  }
  if (!Array.isArray(parsed)) return { kind: 'invalid', reason: 'it is not a list' };
  if (!parsed.every((item): item is string => typeof item === 'string')) {
    return { kind: 'invalid', reason: 'not every item is a string' };
  }
  return { kind: 'entries', texts: parsed };
}

/** The address of the wheel in `lang` that opens with exactly these entries. */
export function templateHrefFor(texts: readonly string[], lang: Lang): string {
  return `${pathIn(lang, '/')}?${TEMPLATE_PARAM}=${encodeURIComponent(JSON.stringify(texts))}`;
}
