import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. A screen can draw what is
 * in view first and the rest a frame later, so its largest picture shows without waiting for
 * everything below the fold (whose images then also stop competing with it).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs after that frame's paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
