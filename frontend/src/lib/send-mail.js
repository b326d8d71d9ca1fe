import { jsx as _jsx } from "react/jsx-runtime";
import { createContext, useContext } from 'react';
export class MailNotConfiguredError extends Error {
    constructor() {
        super('Sending mail is not wired to the server yet');
        this.name = 'MailNotConfiguredError';
    }
}
export const unwiredSendMail = async () => {
    throw new MailNotConfiguredError();
};
const SendMailContext = createContext(unwiredSendMail);
export function SendMailProvider({ send, children }) {
    return _jsx(SendMailContext.Provider, { value: send, children: children });
}
export function useSendMail() {
    return useContext(SendMailContext);
}
