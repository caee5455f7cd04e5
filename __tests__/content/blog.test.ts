import path from 'node:path';
import { staticRoutes } from '@/lib/site';
import { readPosts, POSTS_DIR } from '@/lib/blog/load-posts';
import { relatedPosts } from '@/lib/blog/posts';
import { PICTURE_WHEEL_MAX_ENTRIES, PICTURE_WHEEL_MIN_ENTRIES, pictureWheelsIn } from '@/lib/blog/picture-wheels';
import { READY_WHEEL_MAX_ENTRIES, READY_WHEEL_MIN_ENTRIES, readyWheelsIn } from '@/lib/blog/ready-wheels';
import { LANGUAGES } from '@/lib/i18n/languages';

const BUILD_DAY = '2031-01-15';
const posts = readPosts(path.join(POSTS_DIR, 'en'), BUILD_DAY, 'en');

/** The 20 posts the blog opened with; the first seven carry no date and take the build day. */
const FIRST_SLUGS = [
  'spinner-wheels-in-education',
  'online-spinners-for-group-decisions',
  'psychology-of-choice-spinner',
  'gamify-your-goals-spinner',
  'spinner-wheel-for-spontaneity',
  'meal-planning-spinner',
  'productivity-spinner',
  'the-joy-of-online-spinner-wheels',
  'top-3-online-multiplayer-games',
  'how-randomness-enhances-fun',
  'creative-spinner-uses',
  'virtual-game-night-guide',
  'decision-fatigue-spinner',
  'interactive-tools-engagement',
  'brain-breaks-productivity',
  'fair-play-random-generators',
  'versatile-choice-wheels',
  'evolution-party-games',
  'gamification-explained',
  'custom-spinner-tips',
];

/** The 21st post: how to run a giveaway anyone can check on /verify. */
const GIVEAWAY_SLUG = 'run-a-giveaway-anyone-can-check';
/** The 22nd post: wheels with pictures, and the wheel embedded in a lesson page, a slide or a stream. */
const PICTURES_SLUG = 'picture-wheels-for-lessons-parties-and-streams';
const PUBLISHED_SLUGS = [...FIRST_SLUGS, GIVEAWAY_SLUG, PICTURES_SLUG];

const linksOf = (body: string) => Array.from(body.matchAll(/\]\(([^)\s]+)\)/g), (m) => m[1] ?? '');
/** The article's own words; the lists of its ready wheels and picture wheels are not prose. */
const words = (body: string) =>
  body
    .replace(/<(ReadyWheel|PictureWheel)[\s\S]*?<\/\1>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

describe('content/blog', () => {
  it('holds exactly the 22 published posts, all valid', () => {
    expect(posts.map((p) => p.slug).sort()).toEqual([...PUBLISHED_SLUGS].sort());
  });

  it('dates the first seven posts with the build day, the next 13 from 2023-10-27 to 2023-11-10, the giveaway post 2026-11-23, the pictures post 2026-11-27', () => {
    const [undated, dated] = [FIRST_SLUGS.slice(0, 7), FIRST_SLUGS.slice(7)];
    for (const post of posts) {
      if (undated.includes(post.slug)) expect(post.date).toBe(BUILD_DAY);
      else expect(PUBLISHED_SLUGS.slice(7)).toContain(post.slug);
    }
    const fixed = posts.filter((p) => dated.includes(p.slug)).map((p) => p.date).sort();
    expect(fixed).toHaveLength(13);
    expect([fixed[0], fixed.at(-1)]).toEqual(['2023-10-27', '2023-11-10']);
    expect(posts.find((p) => p.slug === GIVEAWAY_SLUG)?.date).toBe('2026-11-23');
    expect(posts.find((p) => p.slug === PICTURES_SLUG)?.date).toBe('2026-11-27');
  });

  it.each(PUBLISHED_SLUGS)('%s links only to pages and posts that exist, and to other sites over https', (slug) => {
    const post = posts.find((p) => p.slug === slug);
    const known = new Set([...staticRoutes, ...posts.map((p) => `/blog/${p.slug}`)]);
    for (const href of linksOf(post?.body ?? '')) {
      if (href.startsWith('/')) expect(known).toContain(href);
      else expect(href).toMatch(/^https:\/\//);
    }
  });

  it('walks a giveaway host through a checkable draw by the names the controls carry, linking to /verify', () => {
    const body = posts.find((p) => p.slug === GIVEAWAY_SLUG)?.body ?? '';
    expect(linksOf(body)).toEqual(expect.arrayContaining(['/verify', '/how-to-use', '/', '/blog/fair-play-random-generators']));
    const controls = ['Remove duplicate entries', 'Checkable draw', 'Draw commitment', 'Copy commitment', 'Public seed'];
    controls.push('Winners in this draw', 'Seal the draw', 'Announcement link', 'Cancel draw');
    controls.push('Winners per spin', 'Finish draw', 'Verification link', 'Download draw record', 'Draw record', 'Verified');
    for (const name of controls) expect(body).toContain(`**${name}**`);
  });

  it('explains the draw decided by the public beacon by its control names, and what the older public seed does not prove', () => {
    const body = posts.find((p) => p.slug === GIVEAWAY_SLUG)?.body ?? '';
    for (const name of ['Public beacon (drand)', 'Draw time', 'Try again', 'Check the winners now', 'Public seed from the audience']) {
      expect(body).toContain(`**${name}**`);
    }
    expect(body).toMatch(/League of Entropy/);
    expect(body).toMatch(/every 3 seconds/);
    expect(body).toMatch(/only as fair as the person who types the seed/);
  });

  it('gives every post 600 to 1,200 words and links to the wheel', () => {
    for (const post of posts) {
      expect(words(post.body)).toBeGreaterThanOrEqual(600);
      expect(words(post.body)).toBeLessThanOrEqual(1200);
      expect(linksOf(post.body)).toContain('/');
    }
  });

  it('links to /how-to-use, /contact and other posts somewhere across the blog', () => {
    const all = posts.flatMap((p) => linksOf(p.body));
    expect(all).toEqual(expect.arrayContaining(['/how-to-use', '/contact']));
    expect(all.filter((href) => href.startsWith('/blog/')).length).toBeGreaterThan(20);
  });

  it('finds three distinct related posts for every post', () => {
    for (const post of posts) {
      const related = relatedPosts(post, posts).map((p) => p.slug);
      expect(new Set(related).size).toBe(3);
      expect(related).not.toContain(post.slug);
    }
  });

  it('hands the reader ready wheels in at least 12 posts, 40 lists in all, each of 4 to 16 short, distinct entries', () => {
    const wheelsByPost = posts.map((post) => readyWheelsIn(post.body));
    expect(wheelsByPost.filter((wheels) => wheels.length > 0).length).toBeGreaterThanOrEqual(12);
    const all = wheelsByPost.flat();
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const { title, entries } of all) {
      expect(title).not.toBe('');
      expect(entries.length).toBeGreaterThanOrEqual(READY_WHEEL_MIN_ENTRIES);
      expect(entries.length).toBeLessThanOrEqual(READY_WHEEL_MAX_ENTRIES);
      expect(new Set(entries).size).toBe(entries.length);
      for (const entry of entries) {
        expect(entry.trim()).not.toBe('');
        expect(entry.length).toBeLessThanOrEqual(40);
      }
    }
  });

  it('writes every ready wheel as a titled block around a plain Markdown list', () => {
    for (const post of posts) {
      const opened = (post.body.match(/<ReadyWheel\b/g) ?? []).length;
      expect(readyWheelsIn(post.body)).toHaveLength(opened);
    }
  });

  it('walks the reader through pictures and the embed code by the names the controls carry, linking to the privacy policy', () => {
    const body = posts.find((p) => p.slug === PICTURES_SLUG)?.body ?? '';
    for (const name of ['Add image', 'Add images', 'Remove image', 'Undo', 'Share wheel', 'Share this wheel', 'Embed code', 'Copy embed code']) {
      expect(body).toContain(`**${name}**`);
    }
    expect(linksOf(body)).toEqual(expect.arrayContaining(['/', '/how-to-use', '/privacy-policy']));
    expect(body).toMatch(/OBS/);
    expect(body).toMatch(/transparent background/);
    expect(body).toMatch(/never uploaded/);
  });
});

describe.each(LANGUAGES)('content/blog/%s picture wheels', (lang) => {
  const langPosts = readPosts(path.join(POSTS_DIR, lang), BUILD_DAY, lang);
  const prefix = lang === 'en' ? '' : `/${lang}`;

  it('shows a picture wheel in one post at least, every one titled, of 3 to 12 distinct short entries with known drawings', () => {
    const wheels = langPosts.flatMap((post) => pictureWheelsIn(post.body));
    expect(wheels.length).toBeGreaterThanOrEqual(1);
    for (const { title, entries } of wheels) {
      expect(title).not.toBe('');
      expect(entries.length).toBeGreaterThanOrEqual(PICTURE_WHEEL_MIN_ENTRIES);
      expect(entries.length).toBeLessThanOrEqual(PICTURE_WHEEL_MAX_ENTRIES);
      const labels = entries.map((entry) => entry.label);
      expect(new Set(labels).size).toBe(labels.length);
      for (const label of labels) expect(label.length).toBeLessThanOrEqual(40);
    }
  });

  it('writes every picture wheel as a titled block around a plain Markdown list', () => {
    for (const post of langPosts) {
      const opened = (post.body.match(/<PictureWheel\b/g) ?? []).length;
      expect(pictureWheelsIn(post.body)).toHaveLength(opened);
    }
  });

  it('gives a picture wheel post 600 to 1,200 words, like every post', () => {
    for (const post of langPosts.filter((p) => pictureWheelsIn(p.body).length > 0)) {
      expect(words(post.body)).toBeGreaterThanOrEqual(600);
      expect(words(post.body)).toBeLessThanOrEqual(1200);
    }
  });

  it("links a picture wheel post only to this language's pages and posts that exist", () => {
    const known = new Set([...staticRoutes.map((route) => (route === '/' ? prefix || '/' : `${prefix}${route}`)), ...langPosts.map((p) => `${prefix}/blog/${p.slug}`)]);
    for (const post of langPosts.filter((p) => pictureWheelsIn(p.body).length > 0)) {
      for (const href of linksOf(post.body)) {
        if (href.startsWith('/')) expect(known).toContain(href);
        else expect(href).toMatch(/^https:\/\//);
      }
    }
  });
});
