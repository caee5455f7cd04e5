import { BlogPage, blogMetadata } from '@/app/_pages/blog-pages';

export const metadata = blogMetadata('en');

export default function Page() {
  return <BlogPage lang="en" />;
}
