import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { DiagramTemplate } from '../components/diagram-dialog';

// Its own chunk: the home route has a size budget, and only users who saved a template open it.
const DiagramDialog = lazy(() => import('../components/diagram-dialog'));

/** The diagram dialog of a page: `open` it for a template, and render `dialog` once. */
export interface DiagramDialogControl {
  open(template: DiagramTemplate): void;
  dialog: ReactNode;
}

/** One diagram dialog for the cards or the detail page, its code loaded when first opened. */
export function useDiagramDialog(): DiagramDialogControl {
  const [template, setTemplate] = useState<DiagramTemplate | null>(null);
  const close = useCallback(() => setTemplate(null), []);
  const open = useCallback((next: DiagramTemplate) => setTemplate(next), []);
  const dialog = template && (
    <Suspense fallback={null}>
      <DiagramDialog key={template.id} template={template} onClose={close} />
    </Suspense>
  );
  return { open, dialog };
}
