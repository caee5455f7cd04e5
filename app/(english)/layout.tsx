import type { ReactNode } from 'react';
import { SiteDocument } from '@/components/layout/site-document';

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument lang="en">{children}</SiteDocument>;
}
