/**
 * The day a report link stops working as the owner's mail gives it: Rome's, whatever the
 * browser's zone ('28 December 2026'). The formatter is made on first use, never as the
 * module loads: the server renders pages in an engine without Intl (features/inbox's
 * rome-time.ts says more); only the browser shows the editor.
 */
let romeFormat: Intl.DateTimeFormat | undefined;

export function romeDay(instant: string): string {
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return instant;
  romeFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', day: 'numeric', month: 'long', year: 'numeric' });
  return romeFormat.format(time);
}
