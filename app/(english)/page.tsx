import { HomePage, homeMetadata } from '@/app/_pages/home-page';

export const metadata = homeMetadata('en');

export default function Page() {
  return <HomePage lang="en" />;
}
