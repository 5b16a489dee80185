import { useEffect, useState } from 'react';

/**
 * A `blob:` URL holding `text` as a file of `type`, for an `<img>`: the document is drawn as an
 * image (its scripts never run, it cannot reach the page) rather than parsed into the page.
 * Revoked when the text changes or the component goes; null until created and without text.
 */
export function useObjectUrl(text: string | undefined, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (text === undefined) return undefined;
    const created = URL.createObjectURL(new Blob([text], { type }));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [text, type]);
  return url;
}
