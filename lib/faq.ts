/** The questions and answers on /faq, one file per language: content/faq/{lang}.json and the page's own words in {lang}.page.json. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Lang } from '@/lib/i18n/languages';
import { typographyFor } from '@/lib/i18n/french-typography';

interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqPage {
  title: string;
  description: string;
  intro: string;
  /** The closing line; `{link}` marks where the contact link goes. */
  notFoundPrompt: string;
  contactLink: string;
  items: readonly FaqItem[];
}

const FAQ_DIR = path.join('content', 'faq');

function readJson(file: string, lang: Lang): unknown {
  return JSON.parse(readFileSync(file, 'utf8'), (_, value: unknown) => (typeof value === 'string' ? typographyFor(lang, value) : value));
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** A language's FAQ page; a missing or malformed field stops the build, naming the file. */
export function getFaq(lang: Lang, dir: string = FAQ_DIR): FaqPage {
  const pageFile = path.join(dir, `${lang}.page.json`);
  const itemsFile = path.join(dir, `${lang}.json`);
  const page = readJson(pageFile, lang) as Record<string, unknown>;
  for (const field of ['title', 'description', 'intro', 'notFoundPrompt', 'contactLink']) {
    if (!isText(page[field])) throw new Error(`Invalid FAQ ${pageFile}: "${field}" must be a non-empty string`);
  }
  if (!String(page.notFoundPrompt).includes('{link}')) throw new Error(`Invalid FAQ ${pageFile}: "notFoundPrompt" must hold {link}`);
  const items = readJson(itemsFile, lang);
  if (!Array.isArray(items) || items.length === 0) throw new Error(`Invalid FAQ ${itemsFile}: not a list of questions`);
  for (const item of items as Record<string, unknown>[]) {
    if (!isText(item.id) || !isText(item.question) || !isText(item.answer)) {
      throw new Error(`Invalid FAQ ${itemsFile}: every item needs an id, a question and an answer`);
    }
  }
  return { ...(page as Omit<FaqPage, 'items'>), items: items as FaqItem[] };
}
