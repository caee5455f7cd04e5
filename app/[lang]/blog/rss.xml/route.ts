import { languageOf } from '@/app/_pages/lang-params';
import { rssFeed } from '@/app/_pages/blog-pages';
import { PREFIXED_LANGUAGES } from '@/lib/i18n/languages';

// Written to out/{lang}/blog/rss.xml at build time; a route handler does not take its layout's languages.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ lang: string }> {
  return PREFIXED_LANGUAGES.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }): Promise<Response> {
  return rssFeed(await languageOf(params));
}
