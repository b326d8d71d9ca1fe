import { z } from 'zod';
/** SPEC §5 Consultancy (all required), in the spec's order. */
export const CONSULTANCY_MESSAGES = {
    nameMissing: "'Name' field missing",
    emailMissing: "'Email' field missing",
    emailInvalid: 'Please enter a valid email address',
    dateMissing: "'Date' field missing",
    timeMissing: "'Time' field missing",
    fieldsMissing: 'Field/s missing',
};
const required = (message) => z.string().trim().min(1, message);
export const consultancySchema = z.object({
    name: required(CONSULTANCY_MESSAGES.nameMissing),
    email: required(CONSULTANCY_MESSAGES.emailMissing).refine((email) => email.includes('@'), CONSULTANCY_MESSAGES.emailInvalid),
    date: required(CONSULTANCY_MESSAGES.dateMissing),
    time: required(CONSULTANCY_MESSAGES.timeMissing),
    dream: required(CONSULTANCY_MESSAGES.fieldsMissing),
    timelineBudget: required(CONSULTANCY_MESSAGES.fieldsMissing),
    other: required(CONSULTANCY_MESSAGES.fieldsMissing),
});
