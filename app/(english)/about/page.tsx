import { TextPage, textPageMetadata } from '@/app/_pages/text-page';

export const metadata = textPageMetadata('en', 'about');

export default function AboutPage() {
  return <TextPage lang="en" slug="about" />;
}
