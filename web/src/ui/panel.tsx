import type { HTMLAttributes } from 'react';
import './panel.css';

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  /** The element it is: a titled `section` (the default), a page `header`, a `nav` or a `div`. */
  as?: 'section' | 'header' | 'nav' | 'div';
}

/**
 * The raised white surface that page headers, detail cards and dashboard sections sit on. It
 * draws only the surface; layout and padding come with the caller's own class.
 */
export function Panel({ as: Element = 'section', className, ...rest }: PanelProps) {
  return <Element className={['panel', className].filter(Boolean).join(' ')} {...rest} />;
}
