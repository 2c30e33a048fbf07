import type { LucideIcon } from 'lucide-react';
import {
  File,
  FileQuestion,
  FileSpreadsheet,
  FileText,
  Link2,
  Presentation,
  ScrollText,
} from 'lucide-react';
import { RESOURCE_FORM_TYPES } from '../../shared/constants.js';
import { cn } from '../lib/cn.js';

/** Spec 2 §5: each resource type has its icon; unknown types get a plain file. */
const ICONS: Record<string, { icon: LucideIcon; tint: string }> = {
  pdf: { icon: FileText, tint: 'bg-red-50 text-red-700' },
  doc: { icon: ScrollText, tint: 'bg-blue-50 text-blue-700' },
  docx: { icon: ScrollText, tint: 'bg-blue-50 text-blue-700' },
  txt: { icon: FileText, tint: 'bg-slate-100 text-slate-700' },
  quiz: { icon: FileQuestion, tint: 'bg-amber-50 text-amber-800' },
  ppt: { icon: Presentation, tint: 'bg-orange-50 text-orange-700' },
  pptx: { icon: Presentation, tint: 'bg-orange-50 text-orange-700' },
  presentation: { icon: Presentation, tint: 'bg-orange-50 text-orange-700' },
  link: { icon: Link2, tint: 'bg-indigo-50 text-indigo-700' },
  other: { icon: FileSpreadsheet, tint: 'bg-slate-100 text-slate-700' },
};

export function ResourceTypeIcon({ type, className }: { type: string; className?: string }) {
  const { icon: Icon, tint } = ICONS[type] ?? { icon: File, tint: 'bg-slate-100 text-slate-700' };
  return (
    <span className={cn('grid size-10 shrink-0 place-items-center rounded-lg', tint, className)}>
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

export const TYPE_LABELS: Record<string, string> = {
  pdf: 'PDF',
  doc: 'Document',
  docx: 'Document',
  txt: 'Text',
  quiz: 'Quiz',
  ppt: 'Presentation',
  pptx: 'Presentation',
  presentation: 'Presentation',
  link: 'Link',
  other: 'Other',
};

/** The resource type filter's choices: "All Types", then the form's types, each with its kin. */
export const typeFilter = (id: string) => ({
  id,
  label: 'Type',
  allLabel: 'All Types',
  options: RESOURCE_FORM_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] ?? value })),
});

/**
 * A resource's size as people read it (stored in KB, spec 2 §9), or null when there is none to
 * tell: a link's size is whatever was typed for it, not a file's.
 */
export const resourceSize = ({ type, size }: { type: string; size: number | null }) => {
  if (type === 'link' || !size) return null;
  return size >= 1024 ? `${(size / 1024).toFixed(1)} MB` : `${size} KB`;
};
