import { downloadFileName, saveTextFile } from '../workflow/download';

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

/** Saves the diagram as a file, the way the JSON download saves the workflow. */
export function saveDiagramFile(templateName: string, kind: DiagramFileKind, text: string): void {
  saveTextFile(diagramFileName(templateName, kind), text, DIAGRAM_FILES[kind].type);
}
