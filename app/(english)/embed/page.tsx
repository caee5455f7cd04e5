import { EmbedPage, embedMetadata } from '@/app/_pages/embed-page';

export const metadata = embedMetadata('en');

export default function Page() {
  return <EmbedPage lang="en" />;
}
