import type { ReactNode } from 'react';
import type { TemplateIconName } from '@/lib/templates';

// Drawn for this site on a 24-unit grid, stroked in the current text colour.
const PATHS: Record<TemplateIconName, ReactNode> = {
  meal: (
    <>
      <circle cx="12" cy="12" r="5.5" />
      <path d="M3 3v5a1.5 1.5 0 0 0 3 0V3M4.5 9.5V21M21 3c-1.7 1-2.5 3-2.5 6H21M21 3v18" />
    </>
  ),
  cup: <path d="M4 8h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h1.5a2.5 2.5 0 0 1 0 5H16M8 2.5c-.8 1 .8 2 0 3M12 2.5c-.8 1 .8 2 0 3M3 21.5h16" />,
  mountain: (
    <>
      <path d="M2 20 9 9l4 6 2-3 7 8z" />
      <circle cx="17" cy="5.5" r="2.5" />
    </>
  ),
  balloon: (
    <path d="M12 2.5a5.5 5.5 0 0 1 5.5 5.5c0 3.8-3.2 7-5.5 7.5C9.7 15 6.5 11.8 6.5 8A5.5 5.5 0 0 1 12 2.5zM12 15.5l-1 2 1.5 1.5-1.5 3M3.5 6h.01M20.5 13h.01M4.5 16h.01" />
  ),
  yesNo: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3v18M5.5 12l1.8 1.8 3-3.6M14.5 10.5l3 3M17.5 10.5l-3 3" />
    </>
  ),
  hourglass: <path d="M6 3h12M6 21h12M7 3c0 5 5 6 5 9s-5 4-5 9M17 3c0 5-5 6-5 9s5 4 5 9M9.5 18.5h5" />,
  chat: <path d="M3 4h11v8H8l-3 3v-3H3zM10 15v1.5h6l3 3v-3h2v-8h-4" />,
};

/** A template's decorative icon: hidden from screen readers, the title says it all. */
export function TemplateIcon({ name, className }: { name: TemplateIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {PATHS[name]}
    </svg>
  );
}
