import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import {
  clampCamera,
  fitCamera,
  panBy,
  sameCamera,
  viewBoxOf,
  zoomAt,
  ZOOM_STEP,
  type Box,
  type Camera,
  type Size,
} from '../pan-zoom';

/** How far an arrow key moves the drawing, as a share of the viewport. */
const ARROW_STEP = 0.15;
/** Zoom per pixel of wheel travel; a trackpad pinch (a wheel with Ctrl) travels less, so more. */
const WHEEL_ZOOM = 0.0015;
const PINCH_WHEEL_ZOOM = 0.01;
/** Wheel travel of one line or one page, for devices that count in those. */
const LINE_PIXELS = 16;

export interface PanZoom {
  /** The element whose size is the viewport and which takes the pointer and the keys. */
  viewportRef: React.RefObject<HTMLDivElement | null>;
  /** What the SVG shows, in drawing units. */
  viewBox: string;
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
  onKeyDown(event: KeyboardEvent): void;
  onPointerDown(event: PointerEvent): void;
  onPointerMove(event: PointerEvent): void;
  onPointerUp(event: PointerEvent): void;
}

type Point = { x: number; y: number };

const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pan and zoom over a drawing of extent `content`: it opens fitted (`fitCamera`) and stays fitted
 * through resizes until the user moves it. A drag pans, two fingers pinch and pan, the wheel
 * zooms around the pointer (and lets the page scroll once it can zoom no further), and the keys
 * are `+`/`-`, the arrows and `0`. The arithmetic is `pan-zoom.ts`.
 */
export function usePanZoom(content: Box): PanZoom {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Size | null>(null);
  // null while fitted: the fit follows the viewport's size.
  const [camera, setCamera] = useState<Camera | null>(null);
  const size = measured ?? { width: content.width, height: content.height };
  const shown = camera ? clampCamera(camera, content, size) : fitCamera(content, size);
  // What the handlers act on: events can come faster than renders.
  const latest = useRef({ shown, size, content });
  const pointers = useRef(new Map<number, Point>());

  useLayoutEffect(() => {
    latest.current = { shown, size, content };
  });

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = viewport;
      if (width > 0 && height > 0) setMeasured({ width, height });
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, []);

  /** Moves the camera; answers whether anything changed. */
  const move = useCallback((step: (camera: Camera, content: Box, size: Size) => Camera) => {
    const current = latest.current;
    const next = step(current.shown, current.content, current.size);
    if (sameCamera(next, current.shown)) return false;
    latest.current = { ...current, shown: next };
    setCamera(next);
    return true;
  }, []);

  const zoomAtCentre = useCallback(
    (factor: number) =>
      move((camera, content, size) =>
        zoomAt(camera, factor, { x: size.width / 2, y: size.height / 2 }, content, size),
      ),
    [move],
  );

  const fit = useCallback(() => {
    const { content, size } = latest.current;
    latest.current = { ...latest.current, shown: fitCamera(content, size) };
    setCamera(null);
  }, []);

  // A native listener: React's wheel listener is passive, and the page must not scroll instead.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const onWheel = (event: WheelEvent) => {
      const unit =
        event.deltaMode === 1 ? LINE_PIXELS : event.deltaMode === 2 ? viewport.clientHeight : 1;
      const factor = Math.exp(
        -event.deltaY * unit * (event.ctrlKey ? PINCH_WHEEL_ZOOM : WHEEL_ZOOM),
      );
      const rect = viewport.getBoundingClientRect();
      const point = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      const zoomed = move((camera, content, size) => zoomAt(camera, factor, point, content, size));
      if (zoomed || event.ctrlKey) event.preventDefault();
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [move]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { size } = latest.current;
    const pan = (dx: number, dy: number) =>
      move((camera, content, size) => panBy(camera, dx, dy, content, size));
    const actions: Record<string, () => unknown> = {
      '+': () => zoomAtCentre(ZOOM_STEP),
      '=': () => zoomAtCentre(ZOOM_STEP),
      '-': () => zoomAtCentre(1 / ZOOM_STEP),
      _: () => zoomAtCentre(1 / ZOOM_STEP),
      '0': fit,
      ArrowLeft: () => pan(size.width * ARROW_STEP, 0),
      ArrowRight: () => pan(-size.width * ARROW_STEP, 0),
      ArrowUp: () => pan(0, size.height * ARROW_STEP),
      ArrowDown: () => pan(0, -size.height * ARROW_STEP),
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const pointAt = (event: PointerEvent): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, pointAt(event));
  };

  const onPointerMove = (event: PointerEvent) => {
    const held = pointers.current;
    const before = held.get(event.pointerId);
    if (!before) return;
    const now = pointAt(event);
    const other = [...held].find(([id]) => id !== event.pointerId)?.[1];
    held.set(event.pointerId, now);
    if (!other) {
      move((camera, content, size) =>
        panBy(camera, now.x - before.x, now.y - before.y, content, size),
      );
      return;
    }
    // Two fingers: what was between them follows their middle, and zooms by how much they spread.
    const [from, to] = [middle(before, other), middle(now, other)];
    const factor = distance(now, other) / Math.max(distance(before, other), 1);
    move((camera, content, size) =>
      zoomAt(panBy(camera, to.x - from.x, to.y - from.y, content, size), factor, to, content, size),
    );
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  return {
    viewportRef,
    viewBox: viewBoxOf(shown, size),
    zoomIn: () => zoomAtCentre(ZOOM_STEP),
    zoomOut: () => zoomAtCentre(1 / ZOOM_STEP),
    fit,
    onKeyDown,
    onPointerDown,
    onPointerMove,
    onPointerUp,
  };
}
