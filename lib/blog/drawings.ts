/**
 * Small drawings made of SVG shapes, for the picture wheels that posts and the
 * how-to-use page show: fruit, animals and shapes, all of the project's own
 * making, so a page shows what a wheel with pictures looks like without a
 * photo or a file from elsewhere. Each drawing fits a 24 x 24 box centred on
 * (12, 12) and reads on a white tile in both site themes.
 */

export type DrawingShape =
  | { kind: 'path'; d: string; fill: string; stroke?: string; strokeWidth?: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; fill: string };

/** The side of the box every drawing is made in, in SVG user units. */
export const DRAWING_BOX = 24;

const INK = '#1F2937';
const LEAF = '#2E8B3E';
const STEM = '#6B4226';

const path = (d: string, fill: string, stroke?: string, strokeWidth?: number): DrawingShape =>
  stroke ? { kind: 'path', d, fill, stroke, strokeWidth } : { kind: 'path', d, fill };
const circle = (cx: number, cy: number, r: number, fill: string): DrawingShape => ({ kind: 'circle', cx, cy, r, fill });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string): DrawingShape => ({
  kind: 'ellipse',
  cx,
  cy,
  rx,
  ry,
  fill,
});

export const DRAWINGS = {
  apple: [
    path('M12 7.5c-2-1.6-7.2-1.2-7.2 4.4 0 4.6 3.2 8.6 5.2 8.6 1 0 1.3-.5 2-.5s1 .5 2 .5c2 0 5.2-4 5.2-8.6 0-5.6-5.2-6-7.2-4.4z', '#D62828'),
    path('M11.4 8V4.2h1.2V8z', STEM),
    path('M12.6 6.4c.4-2.4 2.4-3.6 5-3.3-.4 2.5-2.4 3.7-5 3.3z', LEAF),
  ],
  pear: [
    path('M12 6c-1.6 0-2.4 1.4-2.4 3.1 0 1.3-.6 2-1.7 3.3C6.8 13.6 6 15 6 16.6 6 19.5 8.7 21 12 21s6-1.5 6-4.4c0-1.6-.8-3-1.9-4.2-1.1-1.3-1.7-2-1.7-3.3C14.4 7.4 13.6 6 12 6z', '#A7C435'),
    path('M11.5 6.3V3h1v3.3z', STEM),
    path('M12.5 4.6c1-1.6 2.7-2 4.3-1.4-.9 1.5-2.6 2-4.3 1.4z', LEAF),
  ],
  cherries: [
    path('M8 15c.8-4 3-7.6 6.2-10M16 15.5c-.3-4-1-7.4-1.8-10.5', 'none', '#4E7D2A', 1.3),
    path('M14.2 4.5c1.8-1.4 4-1.4 5.6-.2-1.7 1.3-3.9 1.3-5.6.2z', LEAF),
    circle(7.8, 17, 3.6, '#C1121F'),
    circle(16.2, 17.4, 3.6, '#E63946'),
    circle(6.8, 15.9, 0.9, '#FFFFFF'),
  ],
  lemon: [
    ellipse(12, 12, 8.2, 5.8, '#F4C430'),
    circle(3.9, 12, 1.4, '#F4C430'),
    circle(20.1, 12, 1.4, '#F4C430'),
    ellipse(9.5, 10.2, 2.6, 1.1, '#FBE38A'),
  ],
  grapes: [
    path('M12 6.5V3.2', 'none', STEM, 1.3),
    path('M12.4 5c1.2-1.8 3.2-2.3 5-1.5-1.2 1.7-3.2 2.2-5 1.5z', LEAF),
    circle(8.6, 9.2, 2.5, '#7B2CBF'),
    circle(12, 9.2, 2.5, '#9D4EDD'),
    circle(15.4, 9.2, 2.5, '#7B2CBF'),
    circle(10.3, 13, 2.5, '#9D4EDD'),
    circle(13.7, 13, 2.5, '#7B2CBF'),
    circle(12, 16.8, 2.5, '#9D4EDD'),
  ],
  strawberry: [
    path('M12 20.8c-3.4-2.2-7-6.2-7-9.6 0-2.2 1.6-3.4 3.6-3.4 1.4 0 2.4.5 3.4.5s2-.5 3.4-.5c2 0 3.6 1.2 3.6 3.4 0 3.4-3.6 7.4-7 9.6z', '#E5383B'),
    path('M12 8.4 8.6 5.6l2.2.2L12 3.6l1.2 2.2 2.2-.2z', LEAF),
    circle(9.4, 11.4, 0.55, '#FFE8A3'),
    circle(12, 12.6, 0.55, '#FFE8A3'),
    circle(14.6, 11.4, 0.55, '#FFE8A3'),
    circle(10.6, 15.2, 0.55, '#FFE8A3'),
    circle(13.4, 15.2, 0.55, '#FFE8A3'),
  ],
  cat: [
    path('M5.2 11 5.6 3.6l5 4.4zM18.8 11l-.4-7.4-5 4.4z', '#E8883A'),
    circle(12, 13.4, 7.2, '#F4A259'),
    circle(9.3, 12.4, 1.1, INK),
    circle(14.7, 12.4, 1.1, INK),
    path('M10.9 15h2.2L12 16.3z', '#E56B8A'),
    path('M12 16.3v1.1M4.4 15.2l3.6.4M4.6 17.6l3.4-.8M19.6 15.2l-3.6.4M19.4 17.6l-3.4-.8', 'none', INK, 0.7),
  ],
  fish: [
    path('M16.4 12 22 7.4v9.2z', '#1E88E5'),
    ellipse(10.4, 12, 7.6, 5.2, '#42A5F5'),
    path('M9.6 7.2c1.4 1.4 1.4 8.2 0 9.6', 'none', '#1E88E5', 1),
    circle(6.2, 11, 1.1, INK),
  ],
  bird: [
    circle(11.4, 13, 6.6, '#F7B801'),
    circle(15.8, 8.4, 3.8, '#F7B801'),
    path('M19.2 7.6 22.6 8.8l-3.4 1.3z', '#F18701'),
    circle(16.6, 7.6, 0.95, INK),
    path('M6.6 12.4c2.2-.6 5.2.2 6.4 2.8-2.6 1.2-5.4.4-6.4-2.8z', '#F18701'),
    path('M9.6 19.4v2.4M12.6 19.4v2.4', 'none', '#F18701', 1.2),
  ],
  snail: [
    path('M3 19.4h16.6c1.4 0 2.4-1 2.4-2.6v-1.2c-1 0-1.6.8-2.2 1.6H3z', '#8BC34A'),
    path('M20 15.8V12.6M21.6 15.8l.8-2.6', 'none', '#558B2F', 0.9),
    circle(11.4, 12.2, 6.6, '#B5651D'),
    path('M11.4 12.2a1.6 1.6 0 1 1 1.6 1.6 3.2 3.2 0 0 1-3.2-3.2 4.8 4.8 0 0 1 4.8-4.8', 'none', '#F3D9B1', 1.2),
  ],
  star: [path('M12 2.6l2.8 6 6.5.7-4.9 4.4 1.4 6.4L12 16.8l-5.8 3.3 1.4-6.4-4.9-4.4 6.5-.7z', '#FFB703')],
  heart: [path('M12 20.4S3.2 14.8 3.2 9.2c0-2.9 2.1-5 4.7-5 1.8 0 3.2 1 4.1 2.5.9-1.5 2.3-2.5 4.1-2.5 2.6 0 4.7 2.1 4.7 5 0 5.6-8.8 11.2-8.8 11.2z', '#EF476F')],
  triangle: [path('M12 3.4 21 19.6H3z', '#06A77D')],
  circle: [circle(12, 12, 8.4, '#118AB2')],
  square: [path('M4.6 4.6h14.8v14.8H4.6z', '#8338EC')],
  moon: [path('M15.6 3.6A8.6 8.6 0 1 0 20.4 17 7 7 0 0 1 15.6 3.6z', '#5E60CE')],
} satisfies Record<string, readonly DrawingShape[]>;

export type DrawingName = keyof typeof DRAWINGS;

export function isDrawingName(name: string): name is DrawingName {
  return Object.hasOwn(DRAWINGS, name);
}
