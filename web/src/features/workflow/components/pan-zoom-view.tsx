import { useId, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { StrokeIcon } from '../../../ui/icon';
import { usePanZoom } from '../hooks/use-pan-zoom';
import type { Box } from '../pan-zoom';
import './pan-zoom-view.css';

const LENS = 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-3.5-3.5M8 11h6';
const CONTROLS = [
  { name: 'Zoom out', path: LENS, action: 'zoomOut' },
  { name: 'Zoom in', path: `${LENS}M11 8v6`, action: 'zoomIn' },
  { name: 'Fit', path: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5', action: 'fit' },
] as const;

export interface PanZoomViewProps {
  /** The drawing's extent, in the units its children are drawn in. */
  content: Box;
  /** The picture's accessible name. */
  label: string;
  /**
   * Leaves vertical swipes to the page, for a diagram inside a page a phone scrolls past; a dialog
   * keeps every touch for the diagram.
   */
  pageScroll?: boolean;
  className?: string;
  style?: CSSProperties;
  /** What is drawn, as SVG elements in `content`'s units. */
  children: ReactNode;
}

/**
 * An SVG drawing in a frame that opens fitted to it and can be zoomed and panned: by dragging, a
 * pinch, the wheel, the Zoom out / Zoom in / Fit buttons, and, once the frame has focus, `+`,
 * `-`, the arrow keys and `0`. Only the `viewBox` changes, so the drawing stays sharp at any zoom.
 */
export function PanZoomView({
  content,
  label,
  pageScroll = false,
  className = '',
  style,
  children,
}: PanZoomViewProps) {
  const view = usePanZoom(content);
  const hintId = useId();
  return (
    <div
      className={`pan-zoom${pageScroll ? ' pan-zoom--page-scroll' : ''} ${className}`}
      style={style}
    >
      <div
        ref={view.viewportRef}
        className="pan-zoom__viewport"
        role="group"
        aria-label="Diagram viewer"
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={view.onKeyDown}
        onPointerDown={view.onPointerDown}
        onPointerMove={view.onPointerMove}
        onPointerUp={view.onPointerUp}
        onPointerCancel={view.onPointerUp}
      >
        <svg
          className="pan-zoom__canvas"
          role="img"
          aria-label={label}
          viewBox={view.viewBox}
          preserveAspectRatio="xMidYMid meet"
        >
          {children}
        </svg>
      </div>
      <p id={hintId} className="visually-hidden">
        Drag or use the arrow keys to move the diagram; zoom with the mouse wheel, a pinch, or the
        plus and minus keys; 0 fits it.
      </p>
      <div className="pan-zoom__controls" role="group" aria-label="Zoom">
        {CONTROLS.map(({ name, path, action }) => (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            className="pan-zoom__control"
            aria-label={name}
            title={name}
            icon={<StrokeIcon path={path} size={18} />}
            onClick={view[action]}
          />
        ))}
      </div>
    </div>
  );
}
