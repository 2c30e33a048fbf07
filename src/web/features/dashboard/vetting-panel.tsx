import type { OwnCheck, OwnVetting } from '../../../shared/vetting/schemas.js';
import { VETTING_MSG } from '../../../shared/vetting/messages.js';
import { vettingProblem } from '../../../shared/vetting/rules.js';
import { Alert } from '../../components/ui/alert.js';
import { Badge, type BadgeTone } from '../../components/ui/badge.js';
import { VettingBadge, vettingSummary } from '../../components/vetting-status.js';
import { formatLongDate } from '../../lib/dates.js';

/*
 * Issue 31 §1: the tutor's own vetting record on their dashboard: whether they may teach, each
 * check's state and dates, and where to send a renewal. Never the certificate number (decision 125).
 */

const STATE: Record<OwnCheck['state'], { tone: BadgeTone; label: string }> = {
  current: { tone: 'green', label: 'Current' },
  'renew-soon': { tone: 'yellow', label: 'Renew soon' },
  lapsed: { tone: 'red', label: 'Needs renewing' },
  missing: { tone: 'orange', label: 'Not recorded' },
};

/** What the date of each kind of check is. */
const DATED: Record<OwnCheck['kind'], string> = {
  dbs: 'Issued',
  'update-service': 'Status checked',
  'right-to-work': 'Checked',
  qualifications: 'Seen',
  reference: 'Received',
};

const day = (value: string) => formatLongDate(`${value}T12:00:00`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function CheckRow({ check }: { check: OwnCheck }) {
  const dates = [
    check.checkedOn ? `${DATED[check.kind]} ${day(check.checkedOn)}` : null,
    check.dueOn
      ? `${check.state === 'lapsed' ? 'fell due' : 'renew by'} ${day(check.dueOn)}`
      : null,
  ].filter(Boolean);
  return (
    <li className="grid grid-cols-[1fr_auto] items-start gap-3 border-b border-slate-200 py-2 last:border-0">
      <span className="grid">
        <span className="font-medium text-slate-900">{capital(check.label)}</span>
        {dates.length > 0 && <span className="text-sm text-slate-700">{dates.join(', ')}</span>}
      </span>
      <Badge tone={STATE[check.state].tone}>{STATE[check.state].label}</Badge>
    </li>
  );
}

export function VettingPanel({ vetting }: { vetting: OwnVetting }) {
  const problem = vettingProblem(vetting.status);
  const summary = vettingSummary(vetting.status);
  return (
    <section
      aria-labelledby="vetting-heading"
      className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="vetting-heading" className="text-lg font-semibold text-slate-900">
          Your vetting
        </h2>
        <VettingBadge status={vetting.status} />
      </div>
      {problem !== null ? (
        <Alert variant="error">
          <p className="font-medium">{VETTING_MSG.notVettedSelf(problem)}</p>
          <p>You cannot be given classes or sessions until then.</p>
        </Alert>
      ) : (
        summary && <p className="text-sm text-slate-800">{summary}</p>
      )}
      <ul aria-label="Your checks" className="grid">
        {vetting.checks.map((check) => (
          <CheckRow key={`${check.kind}-${check.slot}`} check={check} />
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        To send a renewed check or ask about your record, write to{' '}
        <a
          href={`mailto:${vetting.contactEmail}`}
          className="font-medium text-indigo-700 underline"
        >
          {vetting.contactEmail}
        </a>
        . Only a safeguarding lead sees your DBS certificate number.
      </p>
    </section>
  );
}
