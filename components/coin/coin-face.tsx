import type { CSSProperties } from 'react';
import { readableTextOn } from '@/lib/color';

/** The site's text colour (slate-900), softer than black on a light face. */
const FACE_DARK_INK = '#0F172A';

interface CoinFaceProps {
  label: string;
  color: string;
  /** The tails face is turned half over, so it reads upright when the coin is. */
  back?: boolean;
  halfThicknessPx: number;
}

/** One face of the coin: the side colour with a lit rim and its label. */
export function CoinFace({ label, color, back = false, halfThicknessPx }: CoinFaceProps) {
  const style: CSSProperties = {
    background: [
      'radial-gradient(circle at 32% 26%, rgb(255 255 255 / 0.6), rgb(255 255 255 / 0) 42%)',
      'radial-gradient(circle at 70% 82%, rgb(0 0 0 / 0.18), rgb(0 0 0 / 0) 55%)',
      color,
    ].join(', '),
    boxShadow: 'inset 0 0 0 6px rgb(0 0 0 / 0.14), inset 0 0 0 9px rgb(255 255 255 / 0.35), inset 0 0 0 13px rgb(0 0 0 / 0.08)',
    color: readableTextOn(color, FACE_DARK_INK),
    transform: `${back ? 'rotateX(180deg) ' : ''}translateZ(${halfThicknessPx}px)`,
    backfaceVisibility: 'hidden',
    WebkitBackfaceVisibility: 'hidden',
  };
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-full px-6" style={style}>
      <span dir="auto" className="line-clamp-3 text-center text-xl font-black tracking-wide break-words md:text-2xl">{label}</span>
    </div>
  );
}
