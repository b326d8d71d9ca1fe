import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';
describe('pageWindow', () => {
    it('shows every page when there are few', () => {
        expect(pageWindow(1, 2)).toEqual([1, 2]);
        expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    });
    it('puts gaps between the ends and the current neighbourhood', () => {
        expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    });
    it('fills a gap of one page with the page itself', () => {
        expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
    });
});
