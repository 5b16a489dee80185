import type { HTMLAttributes } from 'react';
import './panel.css';

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  /**
   * The element it is: a titled `section` (the default), an `article` (a card in a list), a page
   * `header`, a `nav` or a `div`.
   */
  as?: 'section' | 'article' | 'header' | 'nav' | 'div';
}

/**
 * The raised white surface that page headers, detail cards, dashboard sections and the saved
 * templates' cards sit on. It draws only the surface; layout and padding come with the caller's
 * own class.
 */
export function Panel({ as: Element = 'section', className, ...rest }: PanelProps) {
  return <Element className={['panel', className].filter(Boolean).join(' ')} {...rest} />;
}
