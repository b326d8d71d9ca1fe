import type { FocusEvent } from 'react';

/**
 * The texts a new property or article starts with are hints to replace, never content
 * (domain::default_texts; the server refuses to publish them). An input still holding its
 * default is drawn like a placeholder (`[data-default-text]` in global.css), says so in its
 * hint, and selects its text on focus so that typing replaces it.
 */
export const DEFAULT_TEXT_HINT = 'Default text: replace it with your own';

const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Whether `value` is the default `text` (case and surrounding spaces aside). */
export function isDefaultText(value: string, text: string | undefined): boolean {
  return text !== undefined && normalised(value) === normalised(text);
}

/** Whether the text of an HTML fragment still holds the default `text` anywhere. */
export function htmlHoldsDefaultText(html: string, text: string | undefined): boolean {
  if (text === undefined) return false;
  return normalised(html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ')).includes(normalised(text));
}

/** What an input holding `value` adds to its props while it is the default `text`. */
export function defaultTextProps(value: string, text: string | undefined) {
  if (!isDefaultText(value, text)) return {};
  return {
    'data-default-text': 'true',
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => event.currentTarget.select(),
  };
}
