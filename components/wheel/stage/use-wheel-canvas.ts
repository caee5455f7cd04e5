'use client';

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useT } from '@/components/i18n/use-t';
import { lazyModule } from '@/lib/browser/lazy-module';
import type { BackgroundPainter } from '@/lib/wheel/stage/paint-in-background';
import { paintFrame, paintSlices, paintsGradientOnly, sliceStops, type Slice } from '@/lib/wheel/stage/paint-wheel';
import { canvasSizePx, fullscreenCanvasSizePx, isTooSmall, wheelRadiusPx } from '@/lib/wheel/stage/layout';
import type { WheelTheme } from '@/lib/wheel/theme/theme';

interface UseWheelCanvasInput {
  containerRef: RefObject<HTMLElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  slices: readonly Slice[];
  theme: WheelTheme;
  /** Subscribes to the engine's per-frame rotation; returns the unsubscribe. */
  onRotation: (listener: (rotationDeg: number) => void) => () => void;
  initialRotationDeg: () => number;
  /** The stage fills the window in presentation mode (presentation.ts): the wheel is sized as in fullscreen. */
  presenting: boolean;
}

/** The painter of wheels with very many slices: its code and its worker arrive with the first such wheel. */
const backgroundPainterCode = lazyModule(() => import('@/lib/wheel/stage/paint-in-background'));
let backgroundPainter: BackgroundPainter | undefined;

/** The page's one painter of wheels with very many slices, started on first use. */
const paintInBackground: BackgroundPainter = (request) =>
  backgroundPainterCode.load().then(({ createBackgroundPainter }) => (backgroundPainter ??= createBackgroundPainter())(request));

/**
 * Sizes the canvas to its container and the screen's pixel ratio, paints the
 * slices once into an offscreen image whenever entries, theme or size change,
 * and redraws only the rotated image on each engine frame. A wheel of very
 * many slices (a gradient alone, see paintsGradientOnly) is painted in a
 * worker: until its picture comes back, the wheel shows the one before.
 */
export function useWheelCanvas({ containerRef, canvasRef, slices, theme, onRotation, initialRotationDeg, presenting }: UseWheelCanvasInput) {
  const t = useT('stage');
  const tooSmallText = t('canvasTooSmall');
  const emptyText = t('canvasEmpty');
  const [size, setSize] = useState({ css: 0, ratio: 1 });
  /** The slices' picture frames draw: the page's own canvas, or a picture painted in the worker. */
  const image = useRef<CanvasImageSource | null>(null);
  /** The canvas the page paints slices into, kept for the next change. */
  const pageImage = useRef<HTMLCanvasElement | null>(null);
  const rotation = useRef(0);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => {
      // In fullscreen (or presentation mode) the wheel may grow past its usual 600 px, up to the screen's height.
      const fullscreen = presenting || (document.fullscreenElement?.contains(container) ?? false);
      const css = fullscreen
        ? fullscreenCanvasSizePx(container.clientWidth, window.innerHeight)
        : canvasSizePx(container.clientWidth, window.innerWidth);
      const ratio = Math.min(3, window.devicePixelRatio || 1);
      // The observer reports the first size again as soon as it starts: an unchanged size keeps
      // the same state, so the wheel is not painted twice at start-up.
      setSize((current) => (current.css === css && current.ratio === ratio ? current : { css, ratio }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    window.addEventListener('resize', measure);
    document.addEventListener('fullscreenchange', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      document.removeEventListener('fullscreenchange', measure);
    };
  }, [containerRef, presenting]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || size.css === 0) return;
    const { css, ratio } = size;
    const radius = wheelRadiusPx(css);
    const message = isTooSmall(radius) ? tooSmallText : slices.length === 0 ? emptyText : undefined;
    let painted = false;

    const draw = (rotationDeg: number) => {
      rotation.current = rotationDeg;
      if (!painted) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      paintFrame(ctx, { sizePx: css, radiusPx: radius, rotationDeg, theme, image: message ? null : image.current, message });
      // The page's still picture of the wheel (WheelFirstPicture) gives way in the frame that shows this one.
      if (!canvas.hasAttribute('data-painted')) canvas.setAttribute('data-painted', '');
    };

    /** Shows `next` as the slices' picture; a worker's earlier picture is let go. */
    const show = (next: CanvasImageSource) => {
      const previous = image.current;
      if (previous !== next && typeof ImageBitmap !== 'undefined' && previous instanceof ImageBitmap) previous.close();
      image.current = next;
      painted = true;
      draw(rotation.current);
    };
    const paintOnPage = () => {
      const offscreen = pageImage.current ?? document.createElement('canvas');
      offscreen.width = Math.ceil(2 * radius * ratio);
      offscreen.height = Math.ceil(2 * radius * ratio);
      const octx = offscreen.getContext('2d');
      if (octx) {
        octx.setTransform(ratio, 0, 0, ratio, 0, 0);
        octx.clearRect(0, 0, 2 * radius, 2 * radius);
        paintSlices(octx, slices, radius, theme);
      }
      pageImage.current = offscreen;
      show(offscreen);
    };
    let current = true;

    // Painted in the next frame, not in the task that mounts or changes the wheel: at start-up that
    // task is the page's longest, and the next frame is when the picture shows either way.
    const frame = requestAnimationFrame(() => {
      canvas.width = Math.round(css * ratio);
      canvas.height = Math.round(css * ratio);
      canvas.style.width = `${css}px`;
      canvas.style.height = `${css}px`;
      rotation.current = initialRotationDeg();
      if (message) {
        painted = true;
        draw(rotation.current);
      } else if (paintsGradientOnly(slices.length, radius)) {
        // Meanwhile the picture before (if any) stays on the wheel, scaled to the new size.
        painted = image.current !== null;
        draw(rotation.current);
        void paintInBackground({ stops: sliceStops(slices, radius), radiusPx: radius, ratio }).then((bitmap) => {
          if (!current) bitmap?.close();
          else if (bitmap) show(bitmap);
          else paintOnPage();
        });
      } else {
        paintOnPage();
      }
    });
    const unsubscribe = onRotation(draw);
    return () => {
      current = false;
      cancelAnimationFrame(frame);
      unsubscribe();
    };
  }, [canvasRef, size, slices, theme, onRotation, initialRotationDeg, tooSmallText, emptyText]);
}
