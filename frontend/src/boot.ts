/**
 * The page's only script when the server has drawn its first screen (crates/site/src/
 * deferred_start.rs puts it in place of the app's entry). The page is already readable; the
 * app that makes it interactive starts once the page's main picture is in and painted, so on a
 * slow connection that picture does not share the line with the app's code. Without a main
 * picture the app starts after the first paint. Nothing is imported here: this file stays a few hundred bytes.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

function start() {
  const entry = tag?.dataset.entry;
  if (!entry) return;
  // The files the entry and the page's screen need, fetched side by side with it.
  for (const href of (tag?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

/** Once the browser has painted a frame with what is there now. */
function afterNextPaint() {
  requestAnimationFrame(() => setTimeout(start, 0));
}

const mainPicture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
if (!mainPicture || mainPicture.complete) {
  afterNextPaint();
} else {
  mainPicture.addEventListener('load', afterNextPaint, { once: true });
  mainPicture.addEventListener('error', afterNextPaint, { once: true });
}
