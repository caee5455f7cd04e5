import type { ReactNode } from 'react';
import { listItemTexts } from '@/components/blog/ready-wheel';
import { DRAWING_BOX, DRAWINGS, type DrawingName, type DrawingShape } from '@/lib/blog/drawings';
import { parsePictureEntry, pictureWheelLayout } from '@/lib/blog/picture-wheels';
import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';

function Shape({ shape }: { shape: DrawingShape }) {
  switch (shape.kind) {
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} />;
    case 'ellipse':
      return <ellipse cx={shape.cx} cy={shape.cy} rx={shape.rx} ry={shape.ry} fill={shape.fill} />;
    case 'path':
      return (
        <path d={shape.d} fill={shape.fill} stroke={shape.stroke} strokeWidth={shape.strokeWidth} strokeLinecap="round" />
      );
  }
}

/** A drawing's shapes, scaled from its 24-unit box to `sidePx` and centred on (x, y). */
function Drawing({ name, x, y, sidePx }: { name: DrawingName; x: number; y: number; sidePx: number }) {
  const scale = sidePx / DRAWING_BOX;
  return (
    <g transform={`translate(${x - sidePx / 2} ${y - sidePx / 2}) scale(${scale})`}>
      {DRAWINGS[name].map((shape, i) => (
        <Shape key={i} shape={shape} />
      ))}
    </g>
  );
}

const WHEEL_PX = 240;
const LEGEND_PX = 28;

/**
 * A wheel whose entries carry pictures, drawn at build time as an
 * illustration: each slice holds a drawing on a white tile, and the legend
 * pairs each drawing with its entry's text. Written in MDX as
 * `<PictureWheel title="...">` around a Markdown list of `drawing: Label`
 * items; screen readers hear the title and the entries. It adds no
 * JavaScript and loads no file.
 */
export function PictureWheel({ title, children, lang }: { title: string; children?: ReactNode; lang: Lang }) {
  const entries = listItemTexts(children).map(parsePictureEntry);
  if (entries.length === 0) return null;
  const { wheel, spots } = pictureWheelLayout(entries.length, WHEEL_PX);
  const labels = entries.map((entry) => entry.label);
  const alt = getT(lang, 'blog')('pictureWheelAlt', { count: entries.length, title, entries: labels.join(', ') });
  return (
    <figure className="not-prose my-8 flex flex-col gap-5 rounded-xl border border-line bg-surface-muted p-5 sm:flex-row sm:items-center">
      <svg
        viewBox={`0 0 ${wheel.sizePx} ${wheel.sizePx}`}
        width={wheel.sizePx}
        height={wheel.sizePx}
        role="img"
        aria-label={alt}
        className="mx-auto h-auto max-w-full shrink-0 sm:mx-0"
      >
        <circle cx={wheel.center} cy={wheel.center} r={wheel.radius + 2} fill={wheel.borderColor} />
        {wheel.slices.map((slice, i) => (
          <path key={i} d={slice.d} fill={slice.fill} stroke="#FFFFFF" strokeWidth={1.5} />
        ))}
        {spots.map((spot, i) => {
          const entry = entries[i];
          if (!entry) return null;
          return (
            <g key={i}>
              <circle cx={spot.x} cy={spot.y} r={spot.tileRadius} fill="#FFFFFF" stroke={wheel.borderColor} strokeWidth={1} />
              <Drawing name={entry.drawing} x={spot.x} y={spot.y} sidePx={spot.tileRadius * 1.6} />
            </g>
          );
        })}
        <circle cx={wheel.center} cy={wheel.center} r={wheel.radius * 0.1} fill="#FFFFFF" stroke={wheel.borderColor} />
        <polygon points={wheel.pointerPoints} fill={wheel.pointerColor} stroke="#FFFFFF" strokeWidth={1} />
      </svg>
      <figcaption className="min-w-0 flex-1">
        <p className="font-bold text-fg">{title}</p>
        <ul className="mt-3 flex flex-wrap gap-2 text-sm text-muted">
          {entries.map((entry, i) => (
            <li key={i} className="flex items-center gap-1.5 rounded-full border border-line bg-surface py-1 pr-3 pl-1">
              <svg viewBox={`0 0 ${LEGEND_PX} ${LEGEND_PX}`} width={LEGEND_PX} height={LEGEND_PX} aria-hidden="true" focusable="false">
                <circle cx={LEGEND_PX / 2} cy={LEGEND_PX / 2} r={LEGEND_PX / 2} fill="#FFFFFF" />
                <Drawing name={entry.drawing} x={LEGEND_PX / 2} y={LEGEND_PX / 2} sidePx={LEGEND_PX * 0.72} />
              </svg>
              {entry.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
