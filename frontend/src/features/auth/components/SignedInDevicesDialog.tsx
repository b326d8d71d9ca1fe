import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast';
import { useEndSignedInDevice, useSignedInDevices, type SignedInDevice } from '../api/signed-in-devices';
import styles from './AccountSlot.module.css';

const when = (instant: string) =>
  new Date(instant).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function DeviceRow({ device }: { device: SignedInDevice }) {
  const end = useEndSignedInDevice();
  const signOut = () =>
    end.mutate(device.id, {
      onSuccess: () => toast.success(`${device.device} is signed out`, 'Signed-in devices'),
      onError: (error) => toast.error(error.message || 'Something went wrong', 'Error'),
    });
  return (
    <li className={styles.device}>
      <div>
        <span className={styles.deviceName}>{device.device}</span>
        {device.thisDevice && <span> (this device)</span>}
        <br />
        <span className={styles.note}>
          Signed in {when(device.signedInAt)} · last seen {when(device.lastSeenAt)}
        </span>
      </div>
      {!device.thisDevice && (
        <button type="button" className={styles.button} onClick={signOut} disabled={end.isPending}>
          End session<span className="visually-hidden"> for {device.device}</span>
        </button>
      )}
    </li>
  );
}

/** "Signed-in devices": where she is signed in, and signing any other device out. */
export function SignedInDevicesDialog({ onClose }: { onClose: () => void }) {
  const devices = useSignedInDevices();
  return (
    <Dialog title="Signed-in devices" onClose={onClose}>
      {devices.isPending && <p role="status">Loading…</p>}
      {devices.isError && <p role="alert">The devices could not be loaded.</p>}
      {devices.data && (
        <ul className={styles.devices} aria-label="Signed-in devices">
          {devices.data.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
      <p className={styles.note}>Ending a session signs that device out at once; signing out on this device leaves the others signed in.</p>
    </Dialog>
  );
}
