import { FaqPage, faqMetadata } from '@/app/_pages/faq-page';

export const metadata = faqMetadata('en');

export default function Page() {
  return <FaqPage lang="en" />;
}
