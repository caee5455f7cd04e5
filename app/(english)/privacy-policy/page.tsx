import { TextPage, textPageMetadata } from '@/app/_pages/text-page';

export const metadata = textPageMetadata('en', 'privacy-policy');

export default function PrivacyPolicyPage() {
  return <TextPage lang="en" slug="privacy-policy" />;
}
