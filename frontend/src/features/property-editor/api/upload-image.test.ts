import { describe, expect, it } from 'vitest';
import { isJpegFile } from './upload-image';

describe('isJpegFile', () => {
  it('accepts .jpg and .jpeg JPEGs', () => {
    expect(isJpegFile({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isJpegFile({ name: 'B.JPEG', type: '' })).toBe(true);
  });

  it('refuses other names and other types', () => {
    expect(isJpegFile({ name: 'a.png', type: 'image/png' })).toBe(false);
    expect(isJpegFile({ name: 'a.jpg', type: 'image/png' })).toBe(false);
    expect(isJpegFile({ name: 'jpg', type: 'image/jpeg' })).toBe(false);
  });
});
