import { jsx as _jsx } from "react/jsx-runtime";
import { createContext, useContext } from 'react';
export class NewsletterNotConfiguredError extends Error {
    constructor() {
        super('The newsletter provider is not wired yet');
        this.name = 'NewsletterNotConfiguredError';
    }
}
export const unwiredSubscribe = async () => {
    throw new NewsletterNotConfiguredError();
};
const SubscribeContext = createContext(unwiredSubscribe);
export function NewsletterSubscribeProvider({ subscribe, children }) {
    return _jsx(SubscribeContext.Provider, { value: subscribe, children: children });
}
export function useNewsletterSubscribe() {
    return useContext(SubscribeContext);
}
