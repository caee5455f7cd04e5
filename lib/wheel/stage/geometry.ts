/**
 * Angles on the wheel, in degrees, clockwise on screen (canvas y points down).
 * The wheel's rotation turns slice 0's leading edge away from the pointer,
 * which sits at angle 0 (the right side). Renderer and result both go
 * through these functions, so what is drawn under the pointer is what wins.
 */

export function normalizeDeg(angleDeg: number): number {
  const a = angleDeg % 360;
  const positive = a < 0 ? a + 360 : a;
  // -1e-15 % 360 + 360 rounds to 360, and + 0 turns -0 into 0.
  return positive >= 360 ? 0 : positive + 0;
}

export function sliceSizeDeg(sliceCount: number): number {
  return 360 / sliceCount;
}

/** Where slice i begins, measured on the wheel itself. Slice i covers [start(i), start(i + 1)). */
export function sliceStartDeg(index: number, sliceCount: number): number {
  return (index * 360) / sliceCount;
}

/** The slice covering a wheel-local angle; boundaries belong to the slice they start. */
export function sliceAtWheelAngle(wheelAngleDeg: number, sliceCount: number): number {
  if (sliceCount <= 0) return -1;
  const a = normalizeDeg(wheelAngleDeg);
  let index = Math.min(sliceCount - 1, Math.floor((a * sliceCount) / 360));
  // Settle float rounding against the exact boundary expression the renderer uses.
  if (index + 1 < sliceCount && a >= sliceStartDeg(index + 1, sliceCount)) index += 1;
  else if (index > 0 && a < sliceStartDeg(index, sliceCount)) index -= 1;
  return index;
}

/** The wheel-local angle under the pointer when the wheel is turned by rotationDeg. */
export function pointerWheelAngle(rotationDeg: number): number {
  return normalizeDeg(-rotationDeg);
}

/** The slice drawn under the pointer at this rotation: the winner when the wheel stops. */
export function sliceAtPointer(rotationDeg: number, sliceCount: number): number {
  return sliceAtWheelAngle(pointerWheelAngle(rotationDeg), sliceCount);
}

/** The rotation (in [0, 360)) that puts a wheel-local angle under the pointer. */
export function rotationForWheelAngle(wheelAngleDeg: number): number {
  return normalizeDeg(-wheelAngleDeg);
}
