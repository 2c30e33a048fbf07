import type { LucideIcon } from 'lucide-react';

const TONES = {
  sky: 'border-sky-200 bg-sky-50 text-sky-950',
  amber: 'border-amber-200 bg-amber-50 text-amber-950',
} as const;

interface TitledNoticeProps {
  id: string;
  icon: LucideIcon;
  title: string;
  text: string;
  tone: keyof typeof TONES;
}

/** A short notice on the student's pages, named by its heading for screen readers. */
export function TitledNotice({ id, icon: Icon, title, text, tone }: TitledNoticeProps) {
  return (
    <aside
      aria-labelledby={id}
      className={`flex gap-3 rounded-xl border p-4 text-sm ${TONES[tone]}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p>{text}</p>
      </div>
    </aside>
  );
}
