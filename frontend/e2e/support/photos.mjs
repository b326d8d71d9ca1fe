// Photos for the editor's drop zones: real JPEGs the browser draws, handed over as a file
// chooser would, or dropped as a drag from the desktop would.

/** Real JPEGs drawn by the browser, each its own colour, as base64. */
export async function jpegs(page, count) {
  return page.evaluate((count) => Array.from({ length: count }, (_, i) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    context.fillStyle = ['#6b2737', '#2f4a23', '#e0a526'][i % 3];
    context.fillRect(0, 0, 1200, 800);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
  }), count);
}

/** The JPEGs as `setInputFiles` takes them. */
export const asFiles = (encoded) => encoded.map((base64, i) => ({ name: `photo-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') }));

/** Drops the files on the drop zone as a drag from the desktop would. */
export async function dropOn(zone, page, encoded) {
  const dataTransfer = await page.evaluateHandle((encoded) => {
    const transfer = new DataTransfer();
    encoded.forEach((base64, i) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], `photo-${i + 1}.jpg`, { type: 'image/jpeg' }));
    });
    return transfer;
  }, encoded);
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** The `v` of each photo in the editor's first gallery, in order: a photo keeps it when renumbered. */
export async function photoVersions(page) {
  const photos = await page.locator('ol[aria-label^="Photos of"] li[data-photo]').evaluateAll((items) => items.map((item) => item.dataset.photo));
  return photos.map((url) => new URL(url, 'http://x').searchParams.get('v'));
}

/** Waits until the editor's first gallery shows its photos in the order of `versions`. */
export async function waitForPhotoOrder(page, versions) {
  await page.waitForFunction(
    (wanted) => [...document.querySelectorAll('ol[aria-label^="Photos of"] li[data-photo]')]
      .map((item) => new URL(item.dataset.photo, 'http://x').searchParams.get('v')).join() === wanted,
    versions.join(),
    { timeout: 15_000 },
  );
}

export async function waitForPhotoCount(page, count) {
  await page.waitForFunction(
    (count) => document.querySelectorAll('ol[aria-label^="Photos of"] li[data-photo]').length === count,
    count,
    { timeout: 30_000 },
  );
}
