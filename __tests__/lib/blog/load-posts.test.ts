import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getAllPosts, getPost, readPosts } from '@/lib/blog/load-posts';

const TODAY = '2026-11-21';

function postFile(title: string, date?: string): string {
  const dateLine = date ? `date: "${date}"\n` : '';
  return `---\ntitle: "${title}"\ndescription: "d"\nkeywords: ["k"]\nauthor: "SpinFair Team"\n${dateLine}featuredImage: "/placeholder.svg"\n---\n\nBody of ${title}.\n`;
}

describe('readPosts', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'posts-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every .mdx file, dates undated ones with today and sorts newest first', () => {
    writeFileSync(path.join(dir, 'old.mdx'), postFile('Old', '2023-10-27'));
    writeFileSync(path.join(dir, 'undated.mdx'), postFile('Undated'));
    writeFileSync(path.join(dir, 'middle.mdx'), postFile('Middle', '2023-11-05'));
    writeFileSync(path.join(dir, 'notes.txt'), 'not a post');
    const posts = readPosts(dir, TODAY, 'en');
    expect(posts.map((p) => [p.slug, p.date])).toEqual([
      ['undated', TODAY],
      ['middle', '2023-11-05'],
      ['old', '2023-10-27'],
    ]);
  });

  it('fails with the path of the broken file and the bad field', () => {
    writeFileSync(path.join(dir, 'fine.mdx'), postFile('Fine'));
    writeFileSync(path.join(dir, 'broken.mdx'), postFile('Broken', '10/27/2023'));
    expect(() => readPosts(dir, TODAY, 'en')).toThrow(`Invalid blog post ${path.join(dir, 'broken.mdx')}: front matter field "date"`);
  });
});

describe('getAllPosts and getPost on content/blog', () => {
  it('load the 22 posts, dating the undated ones with the build day, and find each by slug', () => {
    const posts = getAllPosts();
    expect(posts).toHaveLength(22);
    expect(getPost('productivity-spinner')?.date).toBe(new Date().toISOString().slice(0, 10));
    expect(getPost('meal-planning-spinner')?.title).toMatch(/Meal Planning/);
    expect(getPost('no-such-post')).toBeUndefined();
  });
});
