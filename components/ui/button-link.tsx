import Link from 'next/link';
import type { ComponentProps } from 'react';
import { buttonClass, type ButtonStyle } from '@/components/ui/button';

type ButtonLinkProps = ComponentProps<typeof Link> & ButtonStyle;

/**
 * A link that looks like a button. It stays a link (role "link", an address
 * to open in a new tab or copy), because it goes somewhere rather than doing
 * something on this page; only the look is the button's.
 */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
