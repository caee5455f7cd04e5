import type { ReactNode } from 'react';

/** A keyboard key in the guide's text, e.g. <Key>Enter</Key>. */
export function Key({ children }: { children: ReactNode }) {
  return <kbd>{children}</kbd>;
}
