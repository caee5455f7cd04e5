import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from './fixtures';
import { readyWheelsIn } from '../lib/blog/ready-wheels';

/** The ready wheels a post's source holds, in reading order. */
export function readyWheelsOf(slug: string) {
  return readyWheelsIn(readFileSync(path.join(process.cwd(), 'content', 'blog', `${slug}.mdx`), 'utf8'));
}

export function templateEntriesOf(href: string): unknown {
  const url = new URL(href, 'http://localhost');
  expect(url.pathname).toBe('/');
  return JSON.parse(url.searchParams.get('template_entries') ?? 'null');
}
