import type { ReactNode } from 'react';

/**
 * One section of a usage guide (the how-to-use page, the home page's guide).
 * The id is the section's anchor and the title its heading; tables of contents
 * and accordions are built from a list of these, never re-typed.
 */
export interface GuideSection {
  id: string;
  title: string;
  /** The section's text under its heading. */
  body: ReactNode;
}
