import type { ReactNode } from 'react';

/** The header bar: the brand (and menu) at the start, navigation and switches at the end. */
export function HeaderFrame({ start, children }: { start: ReactNode; children: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <div className="flex items-center gap-2">{start}</div>
        {children}
      </div>
    </header>
  );
}
