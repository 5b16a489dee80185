/** jsdom's Blob has no text(), so read it the old way. */
export function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable blob'));
    reader.readAsText(blob);
  });
}

/**
 * Catches what `saveTextFile` saves: each Blob given an object URL (`blob:<name>`, jsdom has no
 * object URLs) and each link clicked. `restore` puts jsdom's URL back; the click spy goes with
 * `jest.restoreAllMocks()`.
 */
export function captureDownloads(name = 'download') {
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const blobs: Blob[] = [];
  const clicks: HTMLAnchorElement[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${name}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicks.push(this);
  });
  const restore = () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  };
  return { blobs, clicks, restore };
}
