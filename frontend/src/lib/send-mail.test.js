import { describe, expect, it } from 'vitest';
import { MailNotConfiguredError, unwiredSendMail } from './send-mail';
describe('unwiredSendMail', () => {
    it('fails rather than pretending the mail went out', async () => {
        await expect(unwiredSendMail({ subject: 's', message: 'm' })).rejects.toBeInstanceOf(MailNotConfiguredError);
    });
});
