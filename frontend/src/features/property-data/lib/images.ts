/**
 * `url` naming one version of its picture: `v` set to `version`, replacing any `v` it had.
 * `/images` (or the CDN) caches such a URL for a year, which is safe because a picture
 * replaced under the same key comes with a new version, hence a new URL.
 */
export function withImageVersion(url: string, version: string): string {
  const [withoutHash, hash = ''] = url.split('#', 2) as [string, string?];
  const [path, query = ''] = withoutHash.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set('v', version);
  return `${path}?${params.toString()}${hash ? `#${hash}` : ''}`;
}
