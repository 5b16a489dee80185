import { saveBlob } from '../../ui/save-file';

/**
 * The file name of a downloaded workflow: the template name with every
 * character that is not an ASCII letter or digit replaced by `_`, lowercased, plus `.json`. The
 * REST download endpoint applies the same rule, so both downloads save under the same name.
 */
export function downloadFileName(name: string): string {
  const base = name.replace(/[^A-Za-z0-9]/gu, '_').toLowerCase();
  return `${base === '' ? 'workflow' : base}.json`;
}

/** What a download needs of a template: its name and its n8n workflow JSON. */
export interface DownloadableTemplate {
  name: string;
  workflow: unknown;
}

/** Saves text as a file entirely in the browser, without asking the server. */
export function saveTextFile(fileName: string, text: string, type: string): void {
  saveBlob(fileName, new Blob([text], { type }));
}

/** Saves the template's workflow as a pretty-printed JSON file. */
export function downloadWorkflow(template: DownloadableTemplate): void {
  const json = JSON.stringify(template.workflow, null, 2);
  saveTextFile(downloadFileName(template.name), json, 'application/json');
}
