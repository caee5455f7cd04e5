import { languageOf } from '@/app/_pages/lang-params';
import { PostPage, postPageMetadata, postParams } from '@/app/_pages/blog-pages';
import { isLang } from '@/lib/i18n/languages';

interface PostPageProps {
  params: Promise<{ lang: string; slug: string }>;
}

// Only each language's own posts are built; any other /{lang}/blog/… path is that language's 404 page.
export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { lang: string } }): Promise<Array<{ slug: string }>> {
  return isLang(params.lang) ? postParams(params.lang) : [];
}

export async function generateMetadata({ params }: PostPageProps) {
  const { slug } = await params;
  return postPageMetadata(await languageOf(params), slug);
}

export default async function Page({ params }: PostPageProps) {
  const { slug } = await params;
  return <PostPage lang={await languageOf(params)} slug={slug} />;
}
