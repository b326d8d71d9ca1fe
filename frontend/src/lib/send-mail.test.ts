import { describe, expect, it } from 'vitest';
import { composeMailBody, MailNotConfiguredError, unwiredSendMail } from './send-mail';

describe('composeMailBody', () => {
  it('lists the fields in order and ends with the source note', () => {
    expect(
      composeMailBody(
        [
          ['Name', ' Anna '],
          ['Email', 'anna@example.com'],
        ],
        'Contact Page',
      ),
    ).toBe('Name: Anna\nEmail: anna@example.com\n\nSent from: Contact Page');
  });
});

describe('unwiredSendMail', () => {
  it('fails rather than pretending the mail went out', async () => {
    await expect(unwiredSendMail({ subject: 's', message: 'm' })).rejects.toBeInstanceOf(
      MailNotConfiguredError,
    );
  });
});
