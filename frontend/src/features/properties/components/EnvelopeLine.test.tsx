// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { EnvelopeLine } from './EnvelopeLine';

afterEach(cleanup);

describe('EnvelopeLine', () => {
  it('states both seasons, saying which one the certificate leaves out', () => {
    const { container } = render(<EnvelopeLine winter="high" summer={undefined} />);
    expect(container.textContent).toBe('Envelope quality: winter high, summer not stated');
  });

  it('says nothing when neither season is stated', () => {
    const { container } = render(<EnvelopeLine winter={null} summer={undefined} />);
    expect(container.textContent).toBe('');
  });
});
