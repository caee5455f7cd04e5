import { postPath } from '@/lib/blog/blog-info';
import { readyWheelsIn } from '@/lib/blog/ready-wheels';
import { LANGUAGES, pathIn, type Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { templateEntryTexts, templatePath, type WheelTemplate } from '@/lib/templates';

/**
 * The pictures other sites show when a page is shared (Open Graph, Twitter
 * cards): one PNG per card, drawn at build time into /og/. Each card carries
 * the site name, the page's title and a picture of its wheel (or the coin).
 */

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A page's share picture as Open Graph and Twitter metadata want it. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export type ShareArt = { kind: 'wheel'; sliceCount: number } | { kind: 'coin' };

export interface ShareCard {
  /** The page the card is shared with. */
  pagePath: string;
  /** Where the PNG is exported: a site path under /og/ ending in .png. */
  imagePath: string;
  /** A short line above the title: the section the page belongs to. */
  kicker: string;
  title: string;
  /** A line under the title (a template's first entries); absent when the title says enough. */
  detail?: string;
  art: ShareArt;
  alt: string;
}

/** The palette's size: a wheel of eight shows every entry colour once. */
const DEFAULT_SLICES = 8;
const DETAIL_MAX_CHARS = 70;

export const SHARE_IMAGE_DIR = '/og';

/** /og/home.png for the home page, /og/{path}.png for any other page. */
export function shareImagePath(pagePath: string): string {
  return `${SHARE_IMAGE_DIR}/${pagePath === '/' ? 'home' : pagePath.replace(/^\/+|\/+$/g, '')}.png`;
}

export function shareImageOf(card: Pick<ShareCard, 'imagePath' | 'alt'>): ShareImage {
  return { url: card.imagePath, ...SHARE_IMAGE_SIZE, alt: card.alt };
}

/** Entries joined with " · " up to about a line; "…" marks that more follow. */
export function entryPreview(entries: readonly string[], maxChars = DETAIL_MAX_CHARS): string {
  let line = '';
  for (const entry of entries) {
    const next = line ? `${line} · ${entry}` : entry;
    if (line && next.length > maxChars) return `${line} · …`;
    line = next;
  }
  return line;
}

/** The cards of the site's main pages; their titles are what the card shows, not the <title>. */
const PAGE_CARDS = [
  { path: '/', kicker: 'shareHomeKicker', title: 'shareHomeTitle', alt: 'shareHomeAlt', art: { kind: 'wheel', sliceCount: 6 } },
  { path: '/coin-flip', kicker: 'shareCoinKicker', title: 'shareCoinTitle', alt: 'shareCoinAlt', art: { kind: 'coin' } },
  {
    path: '/templates',
    kicker: 'shareTemplatesKicker',
    title: 'shareTemplatesTitle',
    alt: 'shareTemplatesAlt',
    art: { kind: 'wheel', sliceCount: 7 },
  },
] as const;

/** The share card of one of the main pages (/, /coin-flip, /templates) in a language. */
export function pageShareCard(path: string, lang: Lang): ShareCard {
  const card = PAGE_CARDS.find((c) => c.path === path);
  if (!card) throw new Error(`No share card for ${path}`);
  const t = getT(lang, 'meta');
  const pagePath = pathIn(lang, path);
  return {
    pagePath,
    imagePath: shareImagePath(pagePath),
    kicker: t(card.kicker),
    title: t(card.title),
    art: card.art,
    alt: t(card.alt),
  };
}

export function templateShareCard(template: WheelTemplate): ShareCard {
  const entries = templateEntryTexts(template);
  const pagePath = templatePath(template);
  const t = getT(template.lang, 'meta');
  return {
    pagePath,
    imagePath: shareImagePath(pagePath),
    kicker: t('shareTemplateKicker'),
    title: template.title,
    detail: entryPreview(entries),
    art: { kind: 'wheel', sliceCount: entries.length },
    alt: t('shareTemplateAlt', { title: template.title, count: entries.length, entries: entries.join(', ') }),
  };
}

type PostInput = { lang: Lang; slug: string; title: string };

/** A post's share picture, known from its slug and title alone (the post page's metadata has no body). */
export function postShareImage(post: PostInput): ShareImage {
  return shareImageOf({ imagePath: shareImagePath(postPath(post)), alt: getT(post.lang, 'meta')('sharePostAlt', { title: post.title }) });
}

/** A post's card pictures its first ready wheel, or the palette wheel when it has none. */
export function postShareCard(post: PostInput & { body: string }): ShareCard {
  const firstWheel = readyWheelsIn(post.body)[0];
  const pagePath = postPath(post);
  return {
    pagePath,
    imagePath: shareImagePath(pagePath),
    kicker: getT(post.lang, 'meta')('blogName'),
    title: post.title,
    art: { kind: 'wheel', sliceCount: firstWheel ? firstWheel.entries.length : DEFAULT_SLICES },
    alt: postShareImage(post).alt,
  };
}

/** Every card the build draws. */
export function allShareCards(
  posts: readonly (PostInput & { body: string })[],
  templates: readonly WheelTemplate[],
): ShareCard[] {
  const pages = LANGUAGES.flatMap((lang) => PAGE_CARDS.map(({ path }) => pageShareCard(path, lang)));
  return [...pages, ...templates.map(templateShareCard), ...posts.map(postShareCard)].map(inTheFont);
}

/**
 * The bundled font has no narrow no-break space (French typography's, before ? or :): the card
 * draws a no-break space there, which keeps the sign on its word's line just the same.
 */
function inTheFont(card: ShareCard): ShareCard {
  const drawn = (text: string) => text.replaceAll('\u202F', '\u00A0');
  return { ...card, kicker: drawn(card.kicker), title: drawn(card.title), ...(card.detail === undefined ? {} : { detail: drawn(card.detail) }) };
}

/**
 * Characters the bundled share-image font draws. Any other character would make
 * the image renderer try to download a font or an emoji at build time, which an
 * offline build cannot do.
 */
export const SHARE_TEXT_CHARACTERS = /^[\u0020-\u007E\u00A0-\u017F\u2013\u2014\u2018\u2019\u201C\u201D\u201E\u2026\u00B7]*$/;
