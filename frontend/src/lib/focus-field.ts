/** Taking her to a field a refused save names (issue #26): controls carry `data-field`. */
const CONTROLS = 'input:not([type="hidden"]), select, textarea, [contenteditable="true"]';

/**
 * Scrolls to the control named `field` inside `root` and focuses it: the control itself, or
 * the first control of a group so named (a list's first entry, a rich text's text rather
 * than its toolbar). False when there is none.
 */
export function focusField(field: string, root: ParentNode = document): boolean {
  const marked = root.querySelector<HTMLElement>(`[data-field="${field}"]`);
  if (!marked) return false;
  const target = marked.matches(CONTROLS)
    ? marked
    : (marked.querySelector<HTMLElement>(CONTROLS) ?? marked.querySelector<HTMLElement>('button'));
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}

/**
 * The field a refused save's message names: the spec's messages (SPEC §5) and the server's
 * own all start with the field's name. `beginnings` pairs a beginning with its `data-field`,
 * a longer beginning before any it starts with.
 */
export function fieldNamedBy(message: string, beginnings: readonly (readonly [string, string])[]): string | null {
  return beginnings.find(([beginning]) => message.startsWith(beginning))?.[1] ?? null;
}
