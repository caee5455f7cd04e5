import type { Lang } from '@/lib/i18n/languages';
import { getT } from '@/lib/i18n/messages';
import { cn } from '@/lib/cn';
import { defaultEntriesNamed } from '@/lib/wheel/entries/entries';
import { POINTER_MARGIN_PX } from '@/lib/wheel/stage/layout';
import { FONT_STACK, FRAME_PX } from '@/lib/wheel/stage/paint-wheel';
import { framePointer, wheelFace } from '@/lib/wheel/stage/wheel-picture';
import { DEFAULT_THEME } from '@/lib/wheel/theme/theme';
import { WHEEL_SQUARE_CLASS } from '@/components/wheel/stage/wheel-square';

/**
 * The wheel as the canvas first paints it (the default list named in the page's language, the
 * default theme), drawn on the server into the exported page: a visitor sees the wheel before any
 * script runs, and without scripts at all. It sits in the canvas's square, after the canvas, and is
 * hidden the moment the canvas has painted a frame (the canvas's `data-painted`, set by
 * useWheelCanvas). When the document carries the own-list mark (own-list-mark.ts: a stored list or
 * a link's list is on its way) it shows the slices without their labels, never entries the wheel
 * will not have. Hidden from screen readers: the canvas, named, is the wheel for them.
 */
export function WheelFirstPicture({ lang }: { lang: Lang }) {
  const t = getT(lang, 'wheel');
  const face = wheelFace(defaultEntriesNamed((number) => t('defaultEntryName', { number })));
  const pointer = framePointer();
  const theme = DEFAULT_THEME;
  const line = { stroke: theme.borderColor, vectorEffect: 'non-scaling-stroke' } as const;
  return (
    <div aria-hidden="true" className={cn(WHEEL_SQUARE_CLASS, 'pointer-events-none relative select-none peer-data-painted:hidden')}>
      <svg viewBox={`0 0 ${face.sizePx} ${face.sizePx}`} className="absolute overflow-visible" style={{ inset: POINTER_MARGIN_PX }}>
        {face.slices.map((slice, i) => (
          <path key={i} d={slice.d} fill={slice.fill} />
        ))}
        {face.spokes ? <path d={face.spokes} fill="none" strokeWidth={1} {...line} /> : null}
        {/* [data-own-list]: OWN_LIST_ATTRIBUTE in own-list-mark.ts. SVG's "middle" baseline sets the glyphs where the canvas's "middle" does. */}
        <g
          className="[[data-own-list]_&]:hidden"
          fill={theme.textColor}
          fontSize={face.fontSize}
          fontWeight={600}
          fontFamily={FONT_STACK}
          textAnchor={face.radial ? 'end' : 'middle'}
          dominantBaseline="middle"
        >
          {face.slices.map((slice, i) =>
            slice.label ? (
              <text key={i} transform={slice.label.transform}>
                {slice.label.text}
              </text>
            ) : null,
          )}
        </g>
        <circle cx={face.center} cy={face.center} r={face.radius} fill="none" strokeWidth={FRAME_PX.rimWidth} {...line} />
        <circle cx={face.center} cy={face.center} r={face.hubRadius} fill={theme.wheelBackground} strokeWidth={FRAME_PX.rimWidth} {...line} />
      </svg>
      <svg
        viewBox={`0 0 ${pointer.widthPx} ${pointer.heightPx}`}
        className="absolute"
        style={{ right: pointer.rightPx, top: `calc(50% - ${pointer.heightPx / 2}px)`, width: pointer.widthPx, height: pointer.heightPx }}
      >
        <polygon points={pointer.points} fill={theme.pointerColor} stroke={theme.wheelBackground} strokeWidth={FRAME_PX.pointerOutline} />
      </svg>
    </div>
  );
}
