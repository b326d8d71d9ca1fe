import { describe, expect, it } from 'vitest';
import { enquiryMail } from './send-enquiry';

describe('enquiryMail', () => {
  it('names the ref in the subject and hands the fields to the server as they are', () => {
    const mail = enquiryMail({ name: 'Anna', ref: '101', email: 'anna@example.com', message: 'Still for sale?' });
    expect(mail).toEqual({
      subject: 'ENQUIRY for 101',
      message: 'Still for sale?',
      fields: { name: 'Anna', email: 'anna@example.com', ref: '101' },
    });
  });
});
