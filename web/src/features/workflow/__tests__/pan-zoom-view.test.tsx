import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanZoomView } from '../components/pan-zoom-view';

/** jsdom lays nothing out, so the viewer takes the drawing's own size as its viewport. */
const content = { x: -40, y: -40, width: 800, height: 400 };

function renderViewer() {
  render(
    <PanZoomView content={content} label="Workflow diagram with 2 steps">
      <rect x={0} y={0} width={100} height={100} />
    </PanZoomView>,
  );
  const picture = screen.getByRole('img', { name: 'Workflow diagram with 2 steps' });
  const viewBox = () => picture.getAttribute('viewBox')!.split(' ').map(Number);
  return {
    user: userEvent.setup(),
    viewport: screen.getByRole('group', { name: 'Diagram viewer' }),
    viewBox,
  };
}

describe('the diagram viewer', () => {
  it('opens showing the whole drawing', () => {
    const { viewBox } = renderViewer();
    expect(viewBox()).toEqual([-40, -40, 800, 400]);
  });

  it('zooms in, out and back to the fit with its named buttons', async () => {
    const { user, viewBox } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(viewBox()[2]).toBeCloseTo(800 / 1.25);
    // Zoomed around the middle: the same centre.
    expect(viewBox()[0] + viewBox()[2] / 2).toBeCloseTo(360);

    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(viewBox()[2]).toBeCloseTo(800 * 1.25);

    await user.click(screen.getByRole('button', { name: 'Fit' }));
    expect(viewBox()).toEqual([-40, -40, 800, 400]);
  });

  it('is a labelled, focusable region that takes + and -, the arrows and 0', async () => {
    const { user, viewport, viewBox } = renderViewer();
    expect(viewport).toHaveAccessibleDescription(/arrow keys.*plus and minus keys; 0 fits it/);
    await user.tab();
    expect(viewport).toHaveFocus();

    await user.keyboard('+');
    const [x, y, width] = viewBox();
    expect(width).toBeCloseTo(640);
    await user.keyboard('{ArrowRight}');
    expect(viewBox()[0]).toBeGreaterThan(x);
    await user.keyboard('{ArrowDown}');
    expect(viewBox()[1]).toBeGreaterThan(y);

    await user.keyboard('-');
    expect(viewBox()[2]).toBeCloseTo(800);
    await user.keyboard('++0');
    expect(viewBox()).toEqual([-40, -40, 800, 400]);
  });

  it('cannot be panned past the edge of the drawing', async () => {
    const { user, viewBox } = renderViewer();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('group', { name: 'Diagram viewer' }));
    await user.keyboard('{ArrowLeft>20/}');
    expect(viewBox()[0]).toBe(-40);
  });

  it('zooms with the wheel around the pointer, and leaves the wheel to the page at the limit', () => {
    const { viewport, viewBox } = renderViewer();
    const towards = fireEvent.wheel(viewport, { deltaY: -200, clientX: 0, clientY: 0 });
    expect(towards).toBe(false); // the page did not scroll
    const [x, y, width] = viewBox();
    expect(width).toBeLessThan(800);
    // The drawing's point under the pointer (the top-left corner) stayed there.
    expect([x, y]).toEqual([-40, -40]);

    for (let turn = 0; turn < 20; turn++) fireEvent.wheel(viewport, { deltaY: 500 });
    const limit = viewBox();
    expect(fireEvent.wheel(viewport, { deltaY: 500 })).toBe(true);
    expect(viewBox()).toEqual(limit);
  });
});
