import { describe, expect, it } from 'vitest';
import { describeSearch } from './describe-search';

const towns = (id: number) => (id === 7 ? 'Alba' : undefined);

describe('describeSearch', () => {
  it('says a search as the consultant would', () => {
    expect(describeSearch('min_price=500000&town=7&kind=villa&kind=farmhouse&min_bedrooms=3', towns)).toBe(
      'Villa or Farmhouse, from €500,000, in Alba, 3+ bedrooms',
    );
    expect(describeSearch('min_price=200000&max_price=350000', towns)).toBe('€200,000 to €350,000');
    expect(describeSearch('max_price=90000&kind=land', towns)).toBe('Land, up to €90,000');
  });

  it('names a town it does not know by its number', () => {
    expect(describeSearch('town=12', towns)).toBe('in town 12');
  });

  it('shows a query with no filter it knows as it came', () => {
    expect(describeSearch('colour=red', towns)).toBe('colour=red');
  });
});
