import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { LoadingProvider } from '@/components/loading';
import { ConsentProvider } from '@/lib/consent';
import { sendEmail } from '@/lib/api/send-email';
import { SendMailProvider } from '@/lib/send-mail';
import { CaptchaProvider } from '@/lib/captcha/use-form-captcha';
import { siteCaptcha } from '@/lib/captcha/site-captcha';
import { NewsletterSubscribeProvider, subscribeNewsletter } from '@/features/newsletter';

/** `queryClient` is made (and seeded with the page's initial data) before the first render. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsentProvider>
        <CaptchaProvider captcha={siteCaptcha}>
          <SendMailProvider send={sendEmail}>
            <NewsletterSubscribeProvider subscribe={subscribeNewsletter}>
              <LoadingProvider>{children}</LoadingProvider>
            </NewsletterSubscribeProvider>
          </SendMailProvider>
        </CaptchaProvider>
      </ConsentProvider>
    </QueryClientProvider>
  );
}
