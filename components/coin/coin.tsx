'use client';

import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { CoinFace } from '@/components/coin/coin-face';
import { useT } from '@/components/i18n/use-t';
import type { CoinSide, CoinSideId } from '@/lib/coin/coin';
import { faceAngleDeg, type FlipKeyframe, type FlipPlan } from '@/lib/coin/flip-animation';

interface CoinProps {
  face: CoinSideId;
  flight: FlipPlan | null;
  heads: CoinSide;
  tails: CoinSide;
  edgeColor: string;
}

const THICKNESS_PX = 12;
const SHADOW_COLOR = '#0F172A';
// Discs stacked between the faces draw the rim when the coin turns edge-on.
const EDGE_LAYERS = Array.from({ length: 11 }, (_, i) => -THICKNESS_PX / 2 + 1 + (i * (THICKNESS_PX - 2)) / 10);
const preserve3d: CSSProperties = { transformStyle: 'preserve-3d' };

function animate(element: HTMLElement | null, frames: FlipKeyframe[], durationMs: number): Animation[] {
  // jsdom and very old browsers have no Web Animations: the coin then simply shows the new face.
  if (!element || frames.length === 0 || typeof element.animate !== 'function') return [];
  return [element.animate(frames, { duration: durationMs, fill: 'forwards' })];
}

/**
 * The 3D coin. A flight runs as Web Animations on three elements (turn, rise,
 * shadow), so no frame goes through React; at rest the face comes from props.
 */
export function Coin({ face, flight, heads, tails, edgeColor }: CoinProps) {
  const t = useT('coin');
  const spinRef = useRef<HTMLDivElement>(null);
  const tossRef = useRef<HTMLDivElement>(null);
  const shadowRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!flight) return;
    const running = [
      ...animate(spinRef.current, flight.spin, flight.durationMs),
      ...animate(tossRef.current, flight.toss, flight.durationMs),
      ...animate(shadowRef.current, flight.shadow, flight.durationMs),
    ];
    return () => running.forEach((animation) => animation.cancel());
  }, [flight]);

  const shown = face === 'heads' ? heads : tails;
  return (
    <div className="relative flex h-56 w-full items-end justify-center pb-6 md:h-72" style={{ perspective: '1200px' }}>
      <div
        ref={shadowRef}
        aria-hidden="true"
        className="absolute bottom-3 h-5 w-36 rounded-[50%] blur-md md:w-44"
        style={{ background: SHADOW_COLOR, opacity: 0.35 }}
      />
      <div ref={tossRef} style={preserve3d}>
        <div
          ref={spinRef}
          role="img"
          aria-label={flight ? t('coinInTheAir') : t('coinShows', { label: shown.label })}
          className="relative h-40 w-40 md:h-52 md:w-52"
          style={{ ...preserve3d, transform: `rotateX(${faceAngleDeg(face)}deg)` }}
        >
          {EDGE_LAYERS.map((z) => (
            <div
              key={z}
              className="absolute inset-0 rounded-full"
              style={{ background: edgeColor, transform: `translateZ(${z}px)`, boxShadow: 'inset 0 0 0 2px rgb(0 0 0 / 0.2)' }}
            />
          ))}
          <CoinFace label={heads.label} color={heads.color} halfThicknessPx={THICKNESS_PX / 2} />
          <CoinFace label={tails.label} color={tails.color} back halfThicknessPx={THICKNESS_PX / 2} />
        </div>
      </div>
    </div>
  );
}
