// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_DATA_ID, takeInitialData } from './initial-data';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function block(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('takeInitialData', () => {
  it('reads the answers by request and removes the block, so they are used once', () => {
    // As the server escapes it: `<` inside strings written as \u003c.
    block('{"/api/articles/7":{"id":7,"text":"\\u003c/script\\u003e"},"/api/articles?skip=0&take=10":{"pages":1}}');
    const answers = takeInitialData(document);
    expect(answers.get('/api/articles/7')).toEqual({ id: 7, text: '</script>' });
    expect(answers.get('/api/articles?skip=0&take=10')).toEqual({ pages: 1 });
    expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
    expect(takeInitialData(document).size).toBe(0);
  });

  it('is empty without a block, and for one that is not an object of answers', () => {
    expect(takeInitialData(document).size).toBe(0);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const text of ['{broken', '[1,2]', 'null']) {
      block(text);
      expect(takeInitialData(document).size, text).toBe(0);
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
