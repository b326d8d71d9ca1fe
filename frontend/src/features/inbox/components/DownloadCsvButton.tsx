import { useState } from 'react';
import { toast } from '@/components/toast';
import { saveFile } from '../api/download-subscribers';

/** Admin only (the server refuses agents): saves one of the admin's CSV exports as a file. */
export function DownloadCsvButton({ label, fileName, download }: { label: string; fileName: string; download: () => Promise<Blob> }) {
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    try {
      saveFile(await download(), fileName);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'There was an error', 'Error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="button button-primary" onClick={() => void save()} disabled={busy}>
      {busy ? 'Downloading…' : label}
    </button>
  );
}
