import { VerifyPage, verifyMetadata } from '@/app/_pages/verify-page';

export const metadata = verifyMetadata('en');

export default function Page() {
  return <VerifyPage lang="en" />;
}
