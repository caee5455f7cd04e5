import { site } from '@/lib/site';

export const BRAND_LINK_CLASS = 'flex items-center gap-2 rounded text-lg font-extrabold tracking-tight text-fg';

/** The site's mark and name, as the brand link shows them. */
export function BrandMark() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="16" cy="16" r="15" fill="#4338ca" />
        <path d="M16 16 L16 1 A15 15 0 0 1 31 16 Z" fill="#FF6B6B" />
        <path d="M16 16 L31 16 A15 15 0 0 1 16 31 Z" fill="#4ECDC4" />
        <path d="M16 16 L16 31 A15 15 0 0 1 1 16 Z" fill="#FFEAA7" />
        <circle cx="16" cy="16" r="3.5" fill="#fff" />
      </svg>
      <span>{site.name}</span>
    </>
  );
}
