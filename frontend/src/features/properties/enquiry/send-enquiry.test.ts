import { describe, expect, it } from 'vitest';
import { enquiryMail } from './send-enquiry';

describe('enquiryMail', () => {
  it('names the ref in the subject and carries the fields and the property link', () => {
    const mail = enquiryMail(
      { name: 'Anna', ref: '101', email: 'anna@example.com', message: 'Still for sale?' },
      'https://example.com/property/for-sale/in-italy/101',
    );
    expect(mail.subject).toBe('ENQUIRY for 101');
    expect(mail.message).toContain('Name: Anna');
    expect(mail.message).toContain('Email: anna@example.com');
    expect(mail.message).toContain('Message: Still for sale?');
    expect(mail.message).toContain('Property: https://example.com/property/for-sale/in-italy/101');
  });
});
