import { downloadFileName } from '../workflow/download';

/** The kinds of diagram file offered: the SVG drawing and its Mermaid source. */
export const DIAGRAM_FILES = {
  svg: { extension: 'svg', type: 'image/svg+xml' },
  mermaid: { extension: 'mmd', type: 'text/plain' },
} as const;

export type DiagramFileKind = keyof typeof DIAGRAM_FILES;

/**
 * The file name of a downloaded diagram: the JSON download's name (non-alphanumerics to `_`,
 * lowercased) with `.svg` or `.mmd`, so a template's files sit side by side.
 */
export function diagramFileName(templateName: string, kind: DiagramFileKind): string {
  return downloadFileName(templateName).replace(/\.json$/u, `.${DIAGRAM_FILES[kind].extension}`);
}

/**
 * Saves text as a file in the browser, as the JSON download does: a Blob behind a temporary
 * object URL clicked through a detached `<a download>`, revoked once the browser took it.
 */
export function saveDiagramFile(templateName: string, kind: DiagramFileKind, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: DIAGRAM_FILES[kind].type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = diagramFileName(templateName, kind);
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
