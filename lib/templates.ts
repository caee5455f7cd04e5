/** The ready-made wheels of the template gallery, one list per language in content/templates/{lang}.json. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathIn, type Lang } from '@/lib/i18n/languages';
import { typographyFor } from '@/lib/i18n/french-typography';

interface TemplateEntry {
  text: string;
}

export type TemplateIconName = 'meal' | 'cup' | 'mountain' | 'balloon' | 'yesNo' | 'hourglass' | 'chat';

export interface WheelTemplate {
  lang: Lang;
  /** The same in every language, so a template's pages correspond across languages. */
  id: string;
  title: string;
  description: string;
  /** A drawn icon shown beside the title; decorative, so screen readers skip it. */
  icon: TemplateIconName;
  entries: readonly TemplateEntry[];
}

/** Every template's id, in gallery order, with its icon. */
export const TEMPLATE_ICONS = {
  'lunch-options': 'meal',
  'coffee-order': 'cup',
  'weekend-activity': 'mountain',
  'party-games': 'balloon',
  'quick-decision': 'yesNo',
  'office-breaks': 'hourglass',
  'team-icebreakers': 'chat',
} as const satisfies Record<string, TemplateIconName>;

export const TEMPLATE_IDS = Object.keys(TEMPLATE_ICONS) as (keyof typeof TEMPLATE_ICONS)[];

/** Where each language's templates live, relative to the project root (the working directory of `next build`). */
const TEMPLATES_DIR = path.join('content', 'templates');

/** A language's templates in gallery order; a file that lacks a template or gets one wrong stops the build. */
export function getTemplates(lang: Lang, dir: string = TEMPLATES_DIR): WheelTemplate[] {
  const file = path.join(dir, `${lang}.json`);
  const items: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(items)) throw new Error(`Invalid templates ${file}: not a list`);
  return TEMPLATE_IDS.map((id) => {
    const item: unknown = items.find((candidate: { id?: unknown }) => candidate?.id === id);
    const { title, description, entries } = (item ?? {}) as Record<string, unknown>;
    const texts = Array.isArray(entries) ? entries.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : [];
    if (typeof title !== 'string' || typeof description !== 'string' || texts.length < 2 || texts.length !== (entries as unknown[]).length) {
      throw new Error(`Invalid templates ${file}: "${id}" needs a title, a description and at least two entries, all text`);
    }
    return { lang, id, title: typographyFor(lang, title), description: typographyFor(lang, description), icon: TEMPLATE_ICONS[id], entries: texts.map((text) => ({ text: typographyFor(lang, text) })) };
  });
}

export function templateEntryTexts(template: WheelTemplate): string[] {
  return template.entries.map((entry) => entry.text);
}

/** The template's own page in its language, with its wheel and its share picture. */
export function templatePath(template: Pick<WheelTemplate, 'id' | 'lang'>): string {
  return pathIn(template.lang, `/templates/${template.id}`);
}
