import Link from 'next/link';
import { BRAND_LINK_CLASS, BrandMark } from '@/components/layout/brand-mark';

/** The site's name and mark, leading to the home page of the page's language (`home`). */
export function BrandLink({ home, onNavigate }: { home: string; onNavigate?: () => void }) {
  return (
    // Not prefetched: the logo is in view on every page, and fetching the home page's data at
    // start-up (even on the home page itself) costs a phone more than a click-time fetch saves.
    <Link href={home} prefetch={false} onClick={onNavigate} className={BRAND_LINK_CLASS}>
      <BrandMark />
    </Link>
  );
}
