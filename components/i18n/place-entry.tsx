import type { ReactNode } from 'react';

/** Stands for the entry in a message, so the message can be cut where the language puts the entry. */
export const ENTRY_SLOT = '\uE000';

/** A message formatted with `{ entry: ENTRY_SLOT }`, with the entry (an element) in the slot's place. */
export function placeEntry(message: string, entry: ReactNode): ReactNode {
  const at = message.indexOf(ENTRY_SLOT);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      {entry}
      {message.slice(at + ENTRY_SLOT.length)}
    </>
  );
}
