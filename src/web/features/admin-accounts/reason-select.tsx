import { useId } from 'react';
import {
  AUDIT_REASON_LABELS,
  AUDIT_REASONS,
  type AuditReason,
} from '../../../shared/audit/events.js';
import { Label } from '../../components/ui/label.js';
import { NativeSelect } from '../../components/ui/native-select.js';

const REASON_OPTIONS = AUDIT_REASONS.map((reason) => ({
  value: reason,
  label: AUDIT_REASON_LABELS[reason],
}));

/** The reason an admin gives for an action the audit trail keeps as a code (decision 061). */
export function ReasonSelect({
  value,
  onChange,
}: {
  value: AuditReason | '';
  onChange: (reason: AuditReason) => void;
}) {
  const selectId = useId();
  return (
    <div className="grid gap-1">
      <Label htmlFor={selectId}>Reason</Label>
      <NativeSelect
        id={selectId}
        placeholder="Choose a reason"
        value={value}
        onChange={(event) => onChange(event.target.value as AuditReason)}
        options={REASON_OPTIONS}
      />
    </div>
  );
}
