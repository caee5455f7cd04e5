import type { MetadataRoute } from 'next';
import { postPath } from '@/lib/blog/blog-info';
import { getAllPosts } from '@/lib/blog/load-posts';
import { absoluteUrl, staticRoutes } from '@/lib/site';
import { templatePath, templates } from '@/lib/templates';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const pages: MetadataRoute.Sitemap = staticRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === '/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
  const posts: MetadataRoute.Sitemap = getAllPosts().map((post) => ({
    url: absoluteUrl(postPath(post.slug)),
    lastModified: post.date,
    changeFrequency: 'yearly',
    priority: 0.6,
  }));
  const templatePages: MetadataRoute.Sitemap = templates.map((template) => ({
    url: absoluteUrl(templatePath(template)),
    changeFrequency: 'monthly',
    priority: 0.6,
  }));
  return [...pages, ...templatePages, ...posts];
}
