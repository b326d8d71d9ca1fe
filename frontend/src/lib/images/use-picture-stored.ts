import { useEffect, useState } from 'react';

/** Whether a picture is stored: 'checking' until the browser has tried to load it. */
export type PictureStored = 'checking' | 'yes' | 'no';

/**
 * Whether the picture at `url` loads. The API names an article's banner whether or not one was
 * uploaded (ArticleDto's banner_image), so only the picture itself tells; null: nothing to
 * load ('no'). An <img> probe, which a picture host answers without CORS.
 */
export function usePictureStored(url: string | null): PictureStored {
  const [answer, setAnswer] = useState<{ url: string; stored: PictureStored } | null>(null);

  useEffect(() => {
    if (url === null) return;
    const probe = new Image();
    probe.onload = () => setAnswer({ url, stored: 'yes' });
    probe.onerror = () => setAnswer({ url, stored: 'no' });
    probe.src = url;
    return () => {
      probe.onload = null;
      probe.onerror = null;
    };
  }, [url]);

  if (url === null) return 'no';
  return answer?.url === url ? answer.stored : 'checking';
}
