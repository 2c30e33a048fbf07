import { useId } from 'react';
import type { ClassDetails } from '../../../shared/classes/views.js';
import { Switch } from '../../components/ui/switch.js';
import { useSetCameras } from './api.js';

/**
 * The class's classroom setting (issue 29 §2, decision 118): pupils come in with their camera off
 * unless their tutor or an admin turns this on. The server refuses anyone else.
 */
export function CamerasSwitch({ cls }: { cls: ClassDetails }) {
  const id = useId();
  const change = useSetCameras(cls.id);
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={id}
        aria-labelledby={`${id}-label`}
        checked={cls.camerasOn}
        disabled={change.isPending}
        onCheckedChange={(camerasOn) => change.mutate(camerasOn)}
      />
      <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium text-slate-900">
        Pupils’ cameras on when they join the classroom
      </label>
    </div>
  );
}
