import { describe, expect, it } from 'vitest';
import { newArticleDraft, type ArticleDraft } from './article-draft';
import { fillArticleFromTitle, followersAtStart, fromArticleTitle, withArticleTitle } from './article-title-fill';

const both = { path: true, meta_title: true };
const titled = (title: string, change: Partial<ArticleDraft> = {}): ArticleDraft => ({ ...newArticleDraft(), title, ...change });

describe('fromArticleTitle', () => {
  it('makes the path of the words of the title, and the meta title of the title', () => {
    expect(fromArticleTitle('  Buying in Barolo: où commencer?  ')).toEqual({ path: 'buying-in-barolo-ou-commencer', meta_title: 'Buying in Barolo: où commencer?' });
  });

  it('keeps the path within the 100 characters the server takes', () => {
    const made = fromArticleTitle('Hazelnuts '.repeat(20));
    expect(made?.path.length).toBeLessThanOrEqual(100);
    expect(made?.path.endsWith('hazelnuts')).toBe(true);
  });

  it('makes nothing of an empty title or the default one', () => {
    expect(fromArticleTitle(' ')).toBeNull();
    expect(fromArticleTitle(newArticleDraft().title)).toBeNull();
  });
});

describe('withArticleTitle', () => {
  it('fills the fields that follow the title as she types it', () => {
    const draft = withArticleTitle(newArticleDraft(), 'Hazelnuts of the Langhe', both);
    expect(draft).toMatchObject({ title: 'Hazelnuts of the Langhe', path: 'hazelnuts-of-the-langhe', meta_title: 'Hazelnuts of the Langhe' });
  });

  it('leaves what she wrote herself', () => {
    const draft = withArticleTitle(titled('Old', { path: 'mine', meta_title: 'My meta' }), 'New title', { path: false, meta_title: false });
    expect(draft).toMatchObject({ title: 'New title', path: 'mine', meta_title: 'My meta' });
  });

  it('empties the following fields again when the title goes back to nothing', () => {
    expect(withArticleTitle(titled('Hazelnuts', { path: 'hazelnuts', meta_title: 'Hazelnuts' }), '', both)).toMatchObject({ path: '', meta_title: '' });
  });
});

describe('followersAtStart', () => {
  it('follows where empty or where the title made the value; never a locked path', () => {
    expect(followersAtStart(newArticleDraft(), false)).toEqual(both);
    expect(followersAtStart(titled('Hazelnuts', { path: 'hazelnuts', meta_title: 'Hazelnuts' }), true)).toEqual({ path: false, meta_title: true });
    expect(followersAtStart(titled('Hazelnuts', { path: 'nocciole', meta_title: 'Nocciole' }), false)).toEqual({ path: false, meta_title: false });
  });
});

describe('fillArticleFromTitle', () => {
  it('fills the empty path and meta title, keeping what she typed', () => {
    expect(fillArticleFromTitle(titled('Hazelnuts', { meta_title: 'Mine' }))).toMatchObject({ path: 'hazelnuts', meta_title: 'Mine' });
  });

  it('fills nothing from the default title', () => {
    const draft = newArticleDraft();
    expect(fillArticleFromTitle(draft)).toBe(draft);
  });
});
