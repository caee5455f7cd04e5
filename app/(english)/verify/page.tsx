import { VerifyPage, verifyMetadata } from '@/app/_pages/verify-page';
import './print.css';

export const metadata = verifyMetadata('en');

export default function Page() {
  return <VerifyPage lang="en" />;
}
