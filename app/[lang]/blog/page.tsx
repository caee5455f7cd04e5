import { languageOf, type LangParams } from '@/app/_pages/lang-params';
import { BlogPage, blogMetadata } from '@/app/_pages/blog-pages';

export async function generateMetadata({ params }: LangParams) {
  return blogMetadata(await languageOf(params));
}

export default async function Page({ params }: LangParams) {
  return <BlogPage lang={await languageOf(params)} />;
}
