import { jsx as _jsx } from "react/jsx-runtime";
import { useState } from 'react';
import { toast } from '@/components/toast';
import { downloadSubscribers, saveFile, SUBSCRIBERS_FILE_NAME } from '../api/download-subscribers';
/** Admin only (the server refuses agents): saves the newsletter list as a CSV file. */
export function DownloadSubscribersButton() {
    const [busy, setBusy] = useState(false);
    const download = async () => {
        setBusy(true);
        try {
            saveFile(await downloadSubscribers(), SUBSCRIBERS_FILE_NAME);
        }
        catch (error) {
            toast.error(error instanceof Error && error.message ? error.message : 'There was an error', 'Error');
        }
        finally {
            setBusy(false);
        }
    };
    return (_jsx("button", { type: "button", className: "button button-primary", onClick: () => void download(), disabled: busy, children: busy ? 'Downloading…' : 'Download subscribers (CSV)' }));
}
