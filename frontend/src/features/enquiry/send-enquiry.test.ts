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

  it("names every home of a shortlist's enquiry in the subject and as a list", () => {
    const mail = enquiryMail({ name: 'Anna', ref: '101, 102', refs: ['101', '102', '230145'], email: 'anna@example.com', message: 'All three?' });
    expect(mail).toEqual({
      subject: 'ENQUIRY for 101, 102, 230145',
      message: 'All three?',
      fields: { name: 'Anna', email: 'anna@example.com', refs: ['101', '102', '230145'] },
    });
  });
});
