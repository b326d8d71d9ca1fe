import { describe, expect, it } from 'vitest';
import { parseShareKey, shareKeyQuery } from './share-key';

describe('parseShareKey', () => {
  it('keeps a key of the shape the server makes', () => {
    expect(parseShareKey('Unlisted_share-key0123')).toBe('Unlisted_share-key0123');
  });

  it('drops anything else', () => {
    for (const value of [null, undefined, '', 'short', 'Unlisted_share-key01234', 'Unlisted share-key0123', 'Unlisted+share/key0123']) {
      expect(parseShareKey(value)).toBeNull();
    }
  });

  it('writes the query the server keys initial data by', () => {
    expect(shareKeyQuery('Unlisted_share-key0123')).toBe('?key=Unlisted_share-key0123');
    expect(shareKeyQuery(null)).toBe('');
  });
});
