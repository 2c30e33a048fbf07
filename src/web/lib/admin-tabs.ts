/** The six tabs of spec 2 §2.2, by their names there, with the labels people see. */
export const ADMIN_TABS = [
  { value: 'schedule', label: 'Schedule' },
  { value: 'tutors', label: 'Tutors' },
  { value: 'companies', label: 'Companies' },
  { value: 'employees', label: 'CSV Upload' },
  { value: 'registration', label: 'Registration' },
  { value: 'lessons', label: 'Lesson Videos' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export const DEFAULT_ADMIN_TAB: AdminTab = 'schedule';

export const isAdminTab = (value: string | null): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab.value === value);

/** A link to one tab, e.g. the Registration tab's CSV Upload button (spec 2 §2.2). */
export const adminTabPath = (tab: AdminTab) => `/admin?tab=${tab}`;
