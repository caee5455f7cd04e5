import { postPath } from '@/lib/blog/blog-info';
import { readyWheelsIn } from '@/lib/blog/ready-wheels';
import { site } from '@/lib/site';
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

interface PageCardInput {
  path: string;
  kicker: string;
  title: string;
  art: ShareArt;
  alt: string;
}

/** The cards of the site's main pages; their titles are what the card shows, not the <title>. */
const pageCards: readonly PageCardInput[] = [
  {
    path: '/',
    kicker: 'Free random picker',
    title: 'Spin the wheel and get one fair winner',
    art: { kind: 'wheel', sliceCount: 6 },
    alt: `${site.name}: a colourful picker wheel beside the words “Spin the wheel and get one fair winner”`,
  },
  {
    path: '/coin-flip',
    kicker: 'Coin flip',
    title: 'Flip a coin: heads or tails?',
    art: { kind: 'coin' },
    alt: `${site.name} coin flip: a gold coin beside the words “Flip a coin: heads or tails?”`,
  },
  {
    path: '/templates',
    kicker: 'Wheel templates',
    title: 'Ready-made lists to spin in one click',
    art: { kind: 'wheel', sliceCount: 7 },
    alt: `${site.name} wheel templates: a picker wheel beside the words “Ready-made lists to spin in one click”`,
  },
];

function pageCard({ path, ...rest }: PageCardInput): ShareCard {
  return { pagePath: path, imagePath: shareImagePath(path), ...rest };
}

export function templateShareCard(template: WheelTemplate): ShareCard {
  const entries = templateEntryTexts(template);
  const pagePath = templatePath(template);
  return {
    pagePath,
    imagePath: shareImagePath(pagePath),
    kicker: 'Wheel template',
    title: template.title,
    detail: entryPreview(entries),
    art: { kind: 'wheel', sliceCount: entries.length },
    alt: `The ${template.title} wheel on ${site.name}, ${entries.length} slices: ${entries.join(', ')}`,
  };
}

function postAlt(title: string): string {
  return `${site.name} Blog: “${title}”, with a picker wheel`;
}

/** A post's share picture, known from its slug and title alone (the post page's metadata has no body). */
export function postShareImage(post: { slug: string; title: string }): ShareImage {
  return shareImageOf({ imagePath: shareImagePath(postPath(post.slug)), alt: postAlt(post.title) });
}

/** A post's card pictures its first ready wheel, or the palette wheel when it has none. */
export function postShareCard(post: { slug: string; title: string; body: string }): ShareCard {
  const firstWheel = readyWheelsIn(post.body)[0];
  const pagePath = postPath(post.slug);
  return {
    pagePath,
    imagePath: shareImagePath(pagePath),
    kicker: `${site.name} Blog`,
    title: post.title,
    art: { kind: 'wheel', sliceCount: firstWheel ? firstWheel.entries.length : DEFAULT_SLICES },
    alt: postAlt(post.title),
  };
}

/** The share card of one of the main pages (/, /coin-flip, /templates). */
export function pageShareCard(path: string): ShareCard {
  const input = pageCards.find((card) => card.path === path);
  if (!input) throw new Error(`No share card for ${path}`);
  return pageCard(input);
}

/** Every card the build draws. */
export function allShareCards(
  posts: readonly { slug: string; title: string; body: string }[],
  templates: readonly WheelTemplate[],
): ShareCard[] {
  return [...pageCards.map(pageCard), ...templates.map(templateShareCard), ...posts.map(postShareCard)];
}

/**
 * Characters the bundled share-image font draws. Any other character would make
 * the image renderer try to download a font or an emoji at build time, which an
 * offline build cannot do.
 */
export const SHARE_TEXT_CHARACTERS = /^[\u0020-\u007E\u00A0-\u017F\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u00B7]*$/;
