import { TextPage, textPageMetadata } from '@/app/_pages/text-page';

export const metadata = textPageMetadata('en', 'terms-and-conditions');

export default function TermsPage() {
  return <TextPage lang="en" slug="terms-and-conditions" />;
}
