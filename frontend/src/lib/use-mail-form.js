import { useState } from 'react';
import { useSendMail } from './send-mail';
/** The first failing message, exactly as the schema (and so the spec) writes it. */
export function firstIssueMessage(error) {
    return error.issues[0]?.message ?? '';
}
export function useMailForm(options) {
    const send = useSendMail();
    const [status, setStatus] = useState({ kind: 'idle' });
    const submit = async (input) => {
        if (status.kind === 'sending' || status.kind === 'sent')
            return;
        const parsed = options.schema.safeParse(input);
        if (!parsed.success) {
            setStatus({ kind: 'invalid', message: firstIssueMessage(parsed.error) });
            options.onInvalid?.();
            return;
        }
        setStatus({ kind: 'sending' });
        try {
            await send(options.toMail(parsed.data));
            setStatus({ kind: 'sent' });
        }
        catch (error) {
            console.error('Sending the form failed', error);
            setStatus({ kind: 'failed' });
        }
    };
    return { status, submit, locked: status.kind === 'sending' || status.kind === 'sent' };
}
