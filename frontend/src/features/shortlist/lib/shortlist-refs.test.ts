import { describe, expect, it } from 'vitest';
import { isShortlistRef, parseSharedRefs, shareLink } from './shortlist-refs';

describe('shortlist references', () => {
  it('are three digits or a generated six', () => {
    expect(['101', '230145'].map(isShortlistRef)).toEqual([true, true]);
    expect(['1.2', '12', '1234', 'abc', ' 101'].map(isShortlistRef)).toEqual([false, false, false, false, false]);
  });

  it('a share link carries valid refs only, each once, up to the limit', () => {
    expect(parseSharedRefs('101, 102,x,101,<b>', 20)).toEqual(['101', '102']);
    expect(parseSharedRefs('101,102,103', 2)).toEqual(['101', '102']);
    expect(parseSharedRefs(null, 20)).toEqual([]);
  });

  it('builds the link on the page it is shared from', () => {
    expect(shareLink('https://langhe.example', '/it/preferiti', ['101', '102'])).toBe(
      'https://langhe.example/it/preferiti?refs=101,102',
    );
  });
});
