import {
  clampCamera,
  fitCamera,
  MAX_FIT_SCALE,
  MAX_SCALE,
  panBy,
  READABLE_SCALE,
  viewBoxOf,
  zoomAt,
  type Box,
  type Size,
} from '../pan-zoom';

const content: Box = { x: -40, y: -40, width: 1000, height: 400 };
const desktop: Size = { width: 800, height: 500 };
const phone: Size = { width: 358, height: 300 };

describe('fitting a drawing to the viewport', () => {
  it('shows the whole drawing, centred on the axis it does not fill', () => {
    const camera = fitCamera(content, desktop);
    expect(camera.scale).toBe(0.8);
    expect(camera.x).toBe(-40);
    // 500 px show 625 units: the 400-unit drawing sits in the middle.
    expect(camera.y).toBeCloseTo(-40 - (625 - 400) / 2);
  });

  it('keeps labels readable on a phone: the readable scale from the top-left, the rest a pan away', () => {
    const camera = fitCamera(content, phone);
    expect(camera.scale).toBe(READABLE_SCALE);
    // 358 px show 551 of the 1000 units across: from the left edge; 300 px show all 400 down.
    expect(camera.x).toBe(-40);
    expect(camera.y).toBeCloseTo(-40 - (300 / READABLE_SCALE - 400) / 2);
  });

  it('enlarges a small drawing only up to the largest fit', () => {
    const small: Box = { x: 0, y: 0, width: 200, height: 100 };
    expect(fitCamera(small, desktop).scale).toBe(MAX_FIT_SCALE);
  });
});

describe('zooming around a point', () => {
  it('keeps the point of the drawing under the pointer where it was', () => {
    const before = fitCamera(content, desktop);
    const pointer = { x: 600, y: 200 };
    const after = zoomAt(before, 2, pointer, content, desktop);
    expect(after.scale).toBeCloseTo(before.scale * 2);
    const under = (camera: typeof before) => [
      camera.x + pointer.x / camera.scale,
      camera.y + pointer.y / camera.scale,
    ];
    expect(under(after)[0]).toBeCloseTo(under(before)[0]);
    expect(under(after)[1]).toBeCloseTo(under(before)[1]);
  });

  it('stops at the closest zoom, and at the readable scale when the whole drawing shows larger', () => {
    const fitted = fitCamera(content, desktop);
    expect(zoomAt(fitted, 100, { x: 0, y: 0 }, content, desktop).scale).toBe(MAX_SCALE);
    expect(zoomAt(fitted, 0.01, { x: 0, y: 0 }, content, desktop).scale).toBe(READABLE_SCALE);
  });

  it('lets a phone zoom out below the readable scale to see the whole drawing', () => {
    const fitted = fitCamera(content, phone);
    expect(zoomAt(fitted, 0.01, { x: 0, y: 0 }, content, phone).scale).toBeCloseTo(0.358);
  });
});

describe('panning and clamping', () => {
  it('moves the drawing with the drag, in screen pixels', () => {
    const start = { x: 100, y: 0, scale: 2 };
    const moved = panBy(start, -50, -20, content, desktop);
    expect([moved.x, moved.y]).toEqual([125, 10]);
  });

  it('cannot pull a drawing past its edges', () => {
    const camera = { x: 0, y: 0, scale: 2 };
    expect(panBy(camera, 10_000, 10_000, content, desktop)).toMatchObject({ x: -40, y: -40 });
    // 800 px at scale 2 show 400 units; the drawing ends at 960.
    expect(panBy(camera, -10_000, 0, content, desktop).x).toBe(560);
  });

  it('centres a drawing smaller than the viewport whatever the pan', () => {
    const camera = clampCamera({ x: 500, y: 500, scale: 0.8 }, content, desktop);
    expect(camera.x).toBe(-40);
    expect(camera.y).toBeCloseTo(-152.5);
  });
});

describe('the viewBox', () => {
  it('is the part of the drawing the viewport shows, in drawing units', () => {
    expect(viewBoxOf({ x: -40, y: 10.123, scale: 0.8 }, desktop)).toBe('-40 10.12 1000 625');
  });
});
