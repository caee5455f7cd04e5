import type { ShareArt, ShareCard } from '@/lib/share-images';
import { SHARE_IMAGE_SIZE } from '@/lib/share-images';
import { site } from '@/lib/site';
import { wheelPicture } from '@/lib/wheel/stage/wheel-picture';

/*
 * The share picture as the image renderer (next/og) draws it: inline styles
 * only, and every box with more than one child is a flex box. Large type on
 * the brand indigo so the title still reads in a small link preview.
 */

const BRAND_DARK = '#312e81';
const BRAND = '#4338ca';
const BRAND_LIGHT = '#6366f1';
const ON_BRAND_MUTED = '#e0e7ff';
const ART_SIZE_PX = 440;

/** Long titles get smaller type so that they fit in three lines. */
function titleSizePx(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 56) return 64;
  return 54;
}

function Wheel({ sliceCount }: { sliceCount: number }) {
  const picture = wheelPicture(sliceCount, ART_SIZE_PX);
  return (
    <svg width={picture.sizePx} height={picture.sizePx} viewBox={`0 0 ${picture.sizePx} ${picture.sizePx}`}>
      <circle cx={picture.center} cy={picture.center} r={picture.radius + 8} fill="#FFFFFF" />
      {picture.slices.map((slice, i) => (
        <path key={i} d={slice.d} fill={slice.fill} stroke="#FFFFFF" strokeWidth={3} />
      ))}
      <circle cx={picture.center} cy={picture.center} r={picture.radius * 0.13} fill="#FFFFFF" stroke={BRAND} strokeWidth={6} />
      <polygon points={picture.pointerPoints} fill={picture.pointerColor} stroke="#FFFFFF" strokeWidth={3} />
    </svg>
  );
}

function Coin() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 400,
        height: 400,
        borderRadius: 200,
        backgroundImage: 'linear-gradient(135deg, #fde68a 0%, #fbbf24 55%, #d97706 100%)',
        border: '14px solid #ffffff',
        color: '#78350f',
        fontSize: 220,
      }}
    >
      H
    </div>
  );
}

function Art({ art }: { art: ShareArt }) {
  return art.kind === 'coin' ? <Coin /> : <Wheel sliceCount={art.sliceCount} />;
}

/** The site's mark: a four-slice wheel, as in the favicon. */
function Logo() {
  return (
    <svg width={56} height={56} viewBox="0 0 32 32">
      <circle cx={16} cy={16} r={15} fill="#FFFFFF" />
      <path d="M16 16 L16 3 A13 13 0 0 1 29 16 Z" fill="#FF6B6B" />
      <path d="M16 16 L29 16 A13 13 0 0 1 16 29 Z" fill="#4ECDC4" />
      <path d="M16 16 L16 29 A13 13 0 0 1 3 16 Z" fill="#FFEAA7" />
      <path d="M16 16 L3 16 A13 13 0 0 1 16 3 Z" fill={BRAND_LIGHT} />
      <circle cx={16} cy={16} r={3.5} fill="#FFFFFF" />
    </svg>
  );
}

export function ShareCardImage({ card }: { card: ShareCard }) {
  const host = site.baseUrl.replace(/^https?:\/\//, '');
  return (
    <div
      style={{
        display: 'flex',
        width: SHARE_IMAGE_SIZE.width,
        height: SHARE_IMAGE_SIZE.height,
        padding: '56px 64px',
        alignItems: 'center',
        justifyContent: 'space-between',
        backgroundImage: `linear-gradient(135deg, ${BRAND_DARK} 0%, ${BRAND} 55%, ${BRAND_LIGHT} 100%)`,
        color: '#FFFFFF',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: 620, height: '100%' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 18, fontSize: 44 }}>
          <Logo />
          {site.name}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
          <div style={{ fontSize: 30, color: ON_BRAND_MUTED, letterSpacing: 1 }}>{card.kicker}</div>
          <div style={{ fontSize: titleSizePx(card.title), lineHeight: 1.12, letterSpacing: -1 }}>{card.title}</div>
          {card.detail ? <div style={{ fontSize: 28, lineHeight: 1.3, color: ON_BRAND_MUTED }}>{card.detail}</div> : null}
        </div>
        <div style={{ fontSize: 28, color: ON_BRAND_MUTED }}>{host}</div>
      </div>
      <Art art={card.art} />
    </div>
  );
}
