'use client';

import { createContext, useContext, type ReactNode } from 'react';

const FirstPicture = createContext<ReactNode>(null);

/**
 * Hands the wheel's stage a still picture of the wheel, drawn on the server (WheelFirstPicture),
 * which the stage shows in the wheel's square until the canvas paints. Pages without one (the
 * embedded wheel) show the canvas alone.
 */
export function FirstPictureSlot({ picture, children }: { picture: ReactNode; children: ReactNode }) {
  return <FirstPicture.Provider value={picture}>{children}</FirstPicture.Provider>;
}

export function useFirstPicture(): ReactNode {
  return useContext(FirstPicture);
}
