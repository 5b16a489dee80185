/**
 * The arithmetic of the diagram viewer's pan and zoom, kept pure so it is tested without a DOM. A
 * camera says which point of the drawing (in its own units) is at the viewport's top-left corner,
 * and how many CSS pixels one unit takes; the viewer turns it into the SVG's `viewBox`.
 */

/** A rectangle in drawing units: the drawing's extent, or what the viewport shows of it. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The viewport's size in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** What the viewport shows: the drawing's point at its top-left corner, and pixels per unit. */
export interface Camera {
  x: number;
  y: number;
  scale: number;
}

/**
 * The smallest scale a fit goes down to. A step's name is 14 units high, so below this it would
 * read smaller than 9 px: a drawing too big for the viewport at this scale opens at its start
 * (top-left), the rest a pan away, rather than as a picture of unreadable labels.
 */
export const READABLE_SCALE = 0.65;
/** A small drawing is enlarged to fit, but not beyond this. */
export const MAX_FIT_SCALE = 1.5;
/** The closest zoom. */
export const MAX_SCALE = 4;
/** One press of Zoom in (or `+`); Zoom out divides by it. */
export const ZOOM_STEP = 1.25;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The scale at which the whole drawing just fits the viewport. */
export function wholeScale(content: Box, viewport: Size): number {
  return Math.min(viewport.width / content.width, viewport.height / content.height);
}

/**
 * How far the user may zoom: out until the whole drawing shows, and at least to the readable
 * scale; in to `MAX_SCALE`.
 */
export function scaleLimits(content: Box, viewport: Size): { min: number; max: number } {
  return { min: Math.min(wholeScale(content, viewport), READABLE_SCALE), max: MAX_SCALE };
}

/**
 * Keeps the drawing in view: the scale within its limits; on each axis, a drawing narrower than
 * the viewport is centred, a wider one cannot be pulled past its edges.
 */
export function clampCamera(camera: Camera, content: Box, viewport: Size): Camera {
  const { min, max } = scaleLimits(content, viewport);
  const scale = clamp(camera.scale, min, max);
  const axis = (position: number, start: number, length: number, pixels: number) => {
    const span = pixels / scale;
    if (span >= length) return start - (span - length) / 2;
    return clamp(position, start, start + length - span);
  };
  return {
    scale,
    x: axis(camera.x, content.x, content.width, viewport.width),
    y: axis(camera.y, content.y, content.height, viewport.height),
  };
}

/**
 * The camera a diagram opens with (and Fit returns to): the whole drawing, centred, unless that
 * would make it smaller than `READABLE_SCALE`; then at that scale from the drawing's top-left.
 */
export function fitCamera(content: Box, viewport: Size): Camera {
  const scale = clamp(wholeScale(content, viewport), READABLE_SCALE, MAX_FIT_SCALE);
  return clampCamera({ x: content.x, y: content.y, scale }, content, viewport);
}

/**
 * Zooms by `factor` around `point` (viewport pixels from its top-left): the drawing's point under
 * it stays under it, as under a mouse pointer or between two fingers.
 */
export function zoomAt(
  camera: Camera,
  factor: number,
  point: { x: number; y: number },
  content: Box,
  viewport: Size,
): Camera {
  const { min, max } = scaleLimits(content, viewport);
  const scale = clamp(camera.scale * factor, min, max);
  const anchorX = camera.x + point.x / camera.scale;
  const anchorY = camera.y + point.y / camera.scale;
  return clampCamera(
    { scale, x: anchorX - point.x / scale, y: anchorY - point.y / scale },
    content,
    viewport,
  );
}

/** Moves the drawing by `dx`, `dy` screen pixels, as a drag does (right and down are positive). */
export function panBy(
  camera: Camera,
  dx: number,
  dy: number,
  content: Box,
  viewport: Size,
): Camera {
  return clampCamera(
    { ...camera, x: camera.x - dx / camera.scale, y: camera.y - dy / camera.scale },
    content,
    viewport,
  );
}

/** The part of the drawing the camera shows, as an SVG `viewBox` value. */
export function viewBoxOf(camera: Camera, viewport: Size): string {
  const round = (value: number) => Math.round(value * 100) / 100;
  return [camera.x, camera.y, viewport.width / camera.scale, viewport.height / camera.scale]
    .map(round)
    .join(' ');
}

/** Two cameras show the same thing (to the hundredth of a unit). */
export function sameCamera(a: Camera, b: Camera): boolean {
  const near = (p: number, q: number) => Math.abs(p - q) < 0.01;
  return near(a.x, b.x) && near(a.y, b.y) && Math.abs(a.scale - b.scale) < 1e-6;
}
