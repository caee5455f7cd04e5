import { PostPage, postPageMetadata, postParams } from '@/app/_pages/blog-pages';

interface PostPageProps {
  params: Promise<{ slug: string }>;
}

// Only the posts that exist are built; any other /blog/… path is the static 404 page.
export const dynamicParams = false;

export function generateStaticParams(): Array<{ slug: string }> {
  return postParams('en');
}

export async function generateMetadata({ params }: PostPageProps) {
  return postPageMetadata('en', (await params).slug);
}

export default async function Page({ params }: PostPageProps) {
  return <PostPage lang="en" slug={(await params).slug} />;
}
