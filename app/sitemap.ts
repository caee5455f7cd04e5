import type { MetadataRoute } from 'next';
import { postPath } from '@/lib/blog/blog-info';
import { getAllPosts } from '@/lib/blog/load-posts';
import { LANGUAGES, pathIn } from '@/lib/i18n/languages';
import { languageAlternates } from '@/lib/metadata';
import { absoluteUrl, staticRoutes } from '@/lib/site';
import { TEMPLATE_IDS } from '@/lib/templates';

export const dynamic = 'force-static';

/** Every language's address of a page, with the others as its hreflang alternates. */
function inEveryLanguage(path: string, entry: Omit<MetadataRoute.Sitemap[number], 'url'>): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(Object.entries(languageAlternates(path)).map(([tag, href]) => [tag, absoluteUrl(href)]));
  return LANGUAGES.map((lang) => ({ url: absoluteUrl(pathIn(lang, path)), ...entry, alternates: { languages } }));
}

export default function sitemap(): MetadataRoute.Sitemap {
  const pages = staticRoutes.flatMap((path) =>
    inEveryLanguage(path, { changeFrequency: path === '/' ? 'weekly' : 'monthly', priority: path === '/' ? 1 : 0.7 }),
  );
  const templatePages = TEMPLATE_IDS.flatMap((id) => inEveryLanguage(`/templates/${id}`, { changeFrequency: 'monthly', priority: 0.6 }));
  // Each language's posts are its own: a post has no address in another language.
  const posts: MetadataRoute.Sitemap = LANGUAGES.flatMap((lang) =>
    getAllPosts(lang).map((post) => ({
      url: absoluteUrl(postPath(post)),
      lastModified: post.date,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
  );
  return [...pages, ...templatePages, ...posts];
}
