'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavLink } from '@/lib/site';
import { cn } from '@/lib/cn';

interface NavLinksProps {
  links: readonly NavLink[];
  className?: string;
  linkClassName?: string;
  onNavigate?: () => void;
}

/** Marks the link of the current section with aria-current so it reads as "current page". */
export function NavLinks({ links, className, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname();
  return (
    <ul className={className}>
      {links.map(({ href, label }) => {
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={href}>
            <Link
              href={href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(linkClassName, current && 'text-accent underline decoration-2 underline-offset-4')}
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
