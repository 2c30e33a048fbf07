import { useState } from 'react';
import { Badge } from '../../components/ui/badge.js';
import { Button } from '../../components/ui/button.js';
import { ListError } from '../../components/ui/list-error.js';
import { LoadingBlocks } from '../../components/ui/loading-blocks.js';
import { toast } from '../../components/ui/toast-store.js';
import { formatDate, formatTime } from '../../lib/dates.js';
import {
  type SignedInDeviceWire,
  useEndOtherSessions,
  useEndSession,
  useSignedInDevices,
} from './devices-api.js';
import { PasswordConfirmDialog } from './password-confirm-dialog.js';

const when = (iso: string) => `${formatDate(iso)}, ${formatTime(iso)}`;

function DeviceRow({ device, onEnd }: { device: SignedInDeviceWire; onEnd: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="grid min-w-0 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {device.device}
          {device.current && <Badge tone="green">This device</Badge>}
        </p>
        <p className="text-sm break-words text-slate-700">
          {device.ip ?? 'Unknown address'} · signed in {when(device.createdAt)} · last active{' '}
          {when(device.lastSeenAt)}
        </p>
      </div>
      {!device.current && (
        <Button variant="outline" size="sm" onClick={onEnd} aria-label={`End ${device.device}`}>
          End
        </Button>
      )}
    </li>
  );
}

function EndSessionDialog({
  device,
  onClose,
}: {
  device: SignedInDeviceWire;
  onClose: () => void;
}) {
  const endOne = useEndSession(device.id);
  return (
    <PasswordConfirmDialog
      id="end-session-password"
      title="End this session?"
      description={`${device.device} will be signed out and must sign in again. Enter your password to confirm.`}
      confirmLabel="End session"
      mutation={endOne}
      onDone={() => {
        toast({ title: 'Device signed out', description: device.device });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

function EndOthersDialog({ onClose }: { onClose: () => void }) {
  const endOthers = useEndOtherSessions();
  return (
    <PasswordConfirmDialog
      id="end-others-password"
      title="Sign out everywhere else?"
      description="Every other device signed in to your account will be signed out. This one stays signed in. Enter your password to confirm."
      confirmLabel="Sign out everywhere else"
      mutation={endOthers}
      onDone={({ ended }) => {
        toast({
          title: 'Signed out everywhere else',
          description: `${ended} other ${ended === 1 ? 'device was' : 'devices were'} signed out.`,
        });
        onClose();
      }}
      onClose={onClose}
    />
  );
}

/** Where the user is signed in, so a lost phone or a shared computer can be signed out from here. */
export function DevicesList() {
  const devices = useSignedInDevices();
  const [ending, setEnding] = useState<SignedInDeviceWire | 'others' | null>(null);

  if (devices.isPending) {
    return (
      <LoadingBlocks
        label="Loading signed-in devices"
        className="grid gap-2"
        blocks={['h-5 w-2/3', 'h-4 w-1/2']}
      />
    );
  }
  if (devices.isError) {
    return <ListError error={devices.error} onRetry={() => void devices.refetch()} />;
  }

  const items = devices.data.items;
  const close = () => setEnding(null);

  return (
    <div className="grid gap-4">
      <ul aria-label="Signed-in devices" className="divide-y divide-slate-200">
        {items.map((device) => (
          <DeviceRow key={device.id} device={device} onEnd={() => setEnding(device)} />
        ))}
      </ul>
      {items.some((device) => !device.current) && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => setEnding('others')}
        >
          Sign out everywhere else
        </Button>
      )}
      {ending === 'others' && <EndOthersDialog onClose={close} />}
      {ending && ending !== 'others' && <EndSessionDialog device={ending} onClose={close} />}
    </div>
  );
}
