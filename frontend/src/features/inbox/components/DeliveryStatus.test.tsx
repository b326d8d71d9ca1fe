// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryStatus, deliveryText } from './DeliveryStatus';

afterEach(cleanup);

describe('deliveryText', () => {
  it('says what is true for each state, times in Rome', () => {
    expect(deliveryText({ state: 'mail_off' })).toBe('Mail is off: read enquiries here');
    expect(deliveryText({ state: 'waiting' })).toBe('Waiting to be sent');
    expect(deliveryText({ state: 'sending' })).toBe('Sending');
    expect(deliveryText({ state: 'sent', sent_at: '2027-03-03T09:00:05Z' })).toBe('Sent');
    // 17:30 UTC in November is 18:30 in Rome (CET); in July 19:30 (CEST).
    expect(deliveryText({ state: 'will_retry', retry_at: '2026-11-26T17:30:00Z', failure: 'connection refused' })).toBe(
      'Will retry at 26 Nov 2026, 18:30 (Rome time)',
    );
    expect(deliveryText({ state: 'will_retry', retry_at: '2027-07-01T17:30:00Z' })).toBe('Will retry at 1 Jul 2027, 19:30 (Rome time)');
    expect(deliveryText({ state: 'failed', failure: '550 mailbox unavailable' })).toBe('Failed: 550 mailbox unavailable');
    expect(deliveryText({ state: 'failed' })).toBe('Failed');
  });
});

describe('DeliveryStatus', () => {
  it('shows why the last try failed beside a retry', () => {
    render(<DeliveryStatus delivery={{ state: 'will_retry', retry_at: '2026-11-26T17:30:00Z', failure: 'connection refused' }} />);
    expect(screen.getByText('Last try: connection refused')).toBeTruthy();
  });
});
