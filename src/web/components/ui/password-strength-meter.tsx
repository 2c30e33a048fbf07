import { useEffect, useState } from 'react';
import {
  assessPassword,
  type PasswordAssessment,
  type PasswordOwner,
} from '../../../shared/auth/password-strength.js';
import { cn } from '../../lib/cn.js';
import { useDebouncedValue } from '../../lib/use-debounced-value.js';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const BAR_COLOURS = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-green-600', 'bg-green-700'];
// Long enough to skip the keystrokes of a word being typed, short enough to feel immediate.
const SETTLE_MS = 150;

/** Scores the password as it is typed, with the same rules the server applies on submit. */
function useAssessment(password: string, { username, email, fullName }: PasswordOwner) {
  const settled = useDebouncedValue(password, SETTLE_MS);
  const [assessment, setAssessment] = useState<PasswordAssessment & { password: string }>();
  useEffect(() => {
    if (!settled) return;
    let current = true;
    void assessPassword(settled, { username, email, fullName }).then((result) => {
      if (current) setAssessment({ ...result, password: settled });
    });
    return () => {
      current = false;
    };
  }, [settled, username, email, fullName]);
  // A result for an earlier value, or for a cleared field, is not shown.
  return assessment?.password === password ? assessment : undefined;
}

interface PasswordStrengthMeterProps {
  id: string;
  password: string;
  owner?: PasswordOwner | undefined;
}

/** How hard the password being typed is to guess, as a meter with words, read out politely. */
export function PasswordStrengthMeter({ id, password, owner = {} }: PasswordStrengthMeterProps) {
  const assessment = useAssessment(password, owner);
  const score = assessment?.score ?? 0;
  const label = assessment ? LABELS[score] : 'Not rated yet';
  return (
    <div className="grid gap-1">
      <div
        id={id}
        role="meter"
        aria-label="Strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid h-1.5 grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'rounded-full',
              assessment && Math.max(score, 1) >= step ? BAR_COLOURS[score] : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="min-h-4 text-xs text-slate-700">
        {assessment && (
          <>
            <span className="font-medium">Strength: {label}.</span>{' '}
            {assessment.problem ?? 'This password can be used.'}
          </>
        )}
      </p>
    </div>
  );
}
