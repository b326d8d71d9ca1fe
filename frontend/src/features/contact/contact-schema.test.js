import { describe, expect, it } from 'vitest';
import { contactSchema, ENGLISH_CONTACT_MESSAGES, ITALIAN_CONTACT_MESSAGES } from './contact-schema';
const valid = { name: 'Anna Rossi', email: 'anna@example.com', message: 'Hello' };
function first(schema, input) {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
}
describe.each([
    ['English', ENGLISH_CONTACT_MESSAGES, ["'Name' field missing", 'Email address missing', 'Please insert a valid email address', "'Message' field missing"]],
    ['Italian', ITALIAN_CONTACT_MESSAGES, ["Campo 'Nome' mancante", "Campo 'Email' mancante", 'Inserire un indirizzo email valido', "Campo 'Messaggio' mancante"]],
])('%s contact schema', (_language, messages, [nameMissing, emailMissing, emailInvalid, messageMissing]) => {
    const schema = contactSchema(messages);
    it('reports the name first when everything is empty', () => {
        expect(first(schema, { name: '', email: '', message: '' })).toBe(nameMissing);
    });
    it('then a missing email, before its shape', () => {
        expect(first(schema, { ...valid, email: '   ', message: '' })).toBe(emailMissing);
    });
    it('then an invalid email', () => {
        expect(first(schema, { ...valid, email: 'anna.example.com', message: '' })).toBe(emailInvalid);
    });
    it('then a missing message', () => {
        expect(first(schema, { ...valid, message: ' ' })).toBe(messageMissing);
    });
    it('accepts a complete form', () => {
        expect(schema.safeParse(valid).success).toBe(true);
    });
});
