import { describe, expect, it } from 'vitest';
import { articleFieldOfMessage } from './article-field-of-message';

describe('articleFieldOfMessage', () => {
  it.each([
    ['Listing description missing', 'listing_description'],
    ['Second title still holds the default text', 'title2'],
    ['Title missing', 'title'],
    ['Article content text still holds the default text', 'text'],
    ['Path may not contain spaces', 'path'],
  ])('%s → %s', (message, field) => {
    expect(articleFieldOfMessage(message)).toBe(field);
  });

  it('names nothing for other failures', () => {
    expect(articleFieldOfMessage('There was an error')).toBeNull();
  });
});
