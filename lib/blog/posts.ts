import type { Post, PostSummary } from '@/lib/blog/post';

/** Newest first; posts of the same day (the build-day ones) keep a stable alphabetical order. */
export function sortNewestFirst<T extends Pick<Post, 'date' | 'slug'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date)));
}

export function toSummary({ body: _body, ...summary }: Post): PostSummary {
  return summary;
}

type Topical = Pick<Post, 'slug' | 'title' | 'keywords'>;

const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'for', 'how', 'in', 'is', 'it', 'of', 'on', 'or', 'the', 'to', 'vs', 'what', 'why', 'with', 'your']);

/** The distinct words of a post's title and keywords: what it is about. */
function topicWords(post: Topical): Set<string> {
  const words = `${post.title} ${post.keywords.join(' ')}`.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((word) => word.length > 1 && !STOP_WORDS.has(word)));
}

/**
 * Up to `count` other posts on the closest topics. Shared title and keyword
 * words count more the rarer they are across the blog (a word every post uses,
 * such as "spinner", counts for nothing); ties follow the order of `posts`.
 */
export function relatedPosts<T extends Topical>(post: T, posts: readonly T[], count = 3): T[] {
  const topics = new Map(posts.map((p) => [p.slug, topicWords(p)]));
  const postsWith = (word: string) => posts.filter((p) => topics.get(p.slug)?.has(word)).length;
  const own = topics.get(post.slug) ?? topicWords(post);
  const weight = new Map([...own].map((word) => [word, Math.log(posts.length / Math.max(1, postsWith(word)))]));
  const score = (other: T) => [...(topics.get(other.slug) ?? [])].reduce((sum, word) => sum + (weight.get(word) ?? 0), 0);

  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other, index) => ({ other, index, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
