import { describe, expect, it } from 'vitest';
import { defaultTextProps, htmlHoldsDefaultText, isDefaultText } from './default-text';

describe('default texts', () => {
  it('a value is the default whatever its case and surrounding spaces', () => {
    expect(isDefaultText('  your TITLE here ', 'Your title here')).toBe(true);
    expect(isDefaultText('Your title here, rewritten', 'Your title here')).toBe(false);
    expect(isDefaultText('Your title here', undefined)).toBe(false);
  });

  it('HTML holds the default anywhere in its text, not in its markup', () => {
    expect(htmlHoldsDefaultText('<p>Stone.</p><p><b>Description</b> here</p>', 'Description here')).toBe(true);
    expect(htmlHoldsDefaultText('<p class="Description here">Stone</p>', 'Description here')).toBe(false);
  });

  it('only an input holding its default is marked and selects on focus', () => {
    expect(defaultTextProps('A villa', 'Your title here')).toEqual({});
    const props = defaultTextProps('Your title here', 'Your title here');
    expect(props['data-default-text']).toBe('true');
    expect(typeof props.onFocus).toBe('function');
  });
});
