/**
 * A `mailto:` URL that opens a draft to exactly one address (RFC 6068). An address's local part
 * may lawfully hold `?`, `&`, `%`, `#` or `/`; written into the URL as it is, they would start
 * header fields of their own (`?cc=…&body=…`) or a fragment, so each part is percent-encoded.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  return `mailto:${encodeURIComponent(local)}@${encodeURIComponent(domain)}`;
}
