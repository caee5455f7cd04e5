/**
 * The wheel's square, in CSS alone: the same size canvasSizePx gives (at most 80% of the stage's
 * frame and 600 px past 768 px wide, 90% below; never under 200 px), so the exported page holds the
 * wheel's place before scripts measure it, and the page's still picture of the wheel covers exactly
 * the square the canvas paints. Both sit in one cell of the frame's grid, whose width is the frame's
 * less its padding (1.5rem).
 */
export const WHEEL_SQUARE_CLASS =
  'aspect-square w-[max(200px,calc((100%_+_1.5rem)_*_0.9))] max-w-full [grid-area:1/1] min-[769px]:w-[max(200px,min(calc((100%_+_1.5rem)_*_0.8),600px))]';
