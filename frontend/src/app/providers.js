import { jsx as _jsx } from "react/jsx-runtime";
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/api/query-client';
import { LoadingProvider } from '@/components/loading';
import { ConsentProvider } from '@/lib/consent';
import { sendEmail } from '@/lib/api/send-email';
import { SendMailProvider } from '@/lib/send-mail';
import { NewsletterSubscribeProvider } from '@/features/newsletter/subscribe';
import { subscribeNewsletter } from '@/features/newsletter/api/subscribe-newsletter';
export function AppProviders({ children }) {
    const [queryClient] = useState(createQueryClient);
    return (_jsx(QueryClientProvider, { client: queryClient, children: _jsx(ConsentProvider, { children: _jsx(SendMailProvider, { send: sendEmail, children: _jsx(NewsletterSubscribeProvider, { subscribe: subscribeNewsletter, children: _jsx(LoadingProvider, { children: children }) }) }) }) }));
}
