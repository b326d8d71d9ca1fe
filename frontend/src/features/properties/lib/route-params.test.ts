import { describe, expect, it } from 'vitest';
import { parsePage, parseRef } from './route-params';

describe('parsePage', () => {
  it.each([
    [undefined, null, 1],
    ['3', null, 3],
    [undefined, '4', 4],
    ['2', '5', 2],
    ['0', null, 1],
    ['-2', null, 1],
    ['abc', null, 1],
  ])('path %s query %s gives page %s', (path, query, expected) => {
    expect(parsePage(path, query)).toBe(expected);
  });
});

describe('parseRef', () => {
  it('keeps only the first three characters', () => {
    expect(parseRef('1234', null)).toBe('123');
    expect(parseRef('101-villa', null)).toBe('101');
    expect(parseRef('1234567', null)).toBe('123');
  });
  it('falls back to the query parameter', () => {
    expect(parseRef(undefined, '207')).toBe('207');
  });
  it('is null when no ref is given', () => {
    expect(parseRef(undefined, null)).toBeNull();
    expect(parseRef('', '  ')).toBeNull();
  });
});

describe('parseRef with generated refs', () => {
  it('reads six leading digits as one ref, as the server does', () => {
    expect(parseRef('100042', null)).toBe('100042');
    expect(parseRef('100042-villa', null)).toBe('100042');
    expect(parseRef(undefined, '100042')).toBe('100042');
  });
});
