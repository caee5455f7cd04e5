import { HowToUsePage, howToUseMetadata } from '@/app/_pages/how-to-use-page';

export const metadata = howToUseMetadata('en');

export default function Page() {
  return <HowToUsePage lang="en" />;
}
