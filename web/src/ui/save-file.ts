/**
 * Saves a file entirely in the browser: the Blob behind a temporary object URL, clicked through a
 * detached `<a download>`. The URL is revoked on the next tick, after the browser took the file.
 */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
