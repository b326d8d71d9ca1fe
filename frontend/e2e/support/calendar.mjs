// The calendar files (.ics) a mail carries, read the way RFC 5545 writes them: the MIME parts
// of type text/calendar decoded, their lines unfolded, their components nested. The Rust API
// tests parse the same files with the `ical` crate; this is the browser suites' reading.
import assert from 'node:assert/strict';

/** The decoded bodies of the mail's `text/calendar` parts, in order. */
export function calendarParts(mail) {
  const parts = [];
  for (const found of mail.matchAll(/Content-Type: text\/calendar/g)) {
    const part = mail.slice(found.index);
    const split = part.indexOf('\r\n\r\n');
    const headers = part.slice(0, split);
    let body = part.slice(split + 4);
    const end = body.indexOf('\r\n--');
    if (end >= 0) body = body.slice(0, end);
    if (/Content-Transfer-Encoding: base64/i.test(headers)) {
      parts.push(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8'));
    } else if (/quoted-printable/i.test(headers)) {
      const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
      parts.push(Buffer.from(bytes, 'latin1').toString('utf8'));
    } else {
      parts.push(body);
    }
  }
  return parts;
}

/**
 * One calendar file as components: `{ name, properties: [{ name, params, value }], children }`.
 * Checks what RFC 5545 asks of every file on the way: CRLF line ends, lines of at most 75
 * octets, BEGIN and END paired.
 */
export function parseCalendar(text) {
  assert.ok(text.endsWith('\r\n'), 'the file ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    assert.ok(Buffer.byteLength(line, 'utf8') <= 75, `folded at 75 octets: ${line}`);
    assert.ok(!line.includes('\n') && !line.includes('\r'), 'no bare line breaks');
  }
  const lines = [];
  for (const line of physical) {
    if (/^[ \t]/.test(line)) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root = { name: 'ROOT', properties: [], children: [] };
  const stack = [root];
  for (const line of lines) {
    const colon = line.indexOf(':');
    assert.ok(colon > 0, `a content line: ${line}`);
    const [name, ...params] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      const component = { name: value, properties: [], children: [] };
      stack.at(-1).children.push(component);
      stack.push(component);
    } else if (name === 'END') {
      assert.equal(stack.pop().name, value, `END:${value} closes its BEGIN`);
    } else {
      stack.at(-1).properties.push({ name, params: Object.fromEntries(params.map((p) => p.split('='))), value });
    }
  }
  assert.equal(stack.length, 1, 'every component is closed');
  assert.equal(root.children.length, 1, 'one VCALENDAR');
  return root.children[0];
}

/** The one property `name` of `component`. */
export function property(component, name) {
  const found = component.properties.filter((p) => p.name === name);
  assert.equal(found.length, 1, `one ${name} in ${component.name}`);
  return found[0];
}
