import { TextPage, textPageMetadata } from '@/app/_pages/text-page';

export const metadata = textPageMetadata('en', 'contact');

export default function ContactPage() {
  return <TextPage lang="en" slug="contact" />;
}
