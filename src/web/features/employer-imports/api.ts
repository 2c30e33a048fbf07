import type { EmployeeImport } from '../../../shared/onboarding/file-schemas.js';
import { API, queryKeys } from '../../lib/query-keys.js';
import { useCursorPages } from '../../lib/use-keyset-pages.js';

/** The company's employee files, newest first, a page at a time. */
export const useEmployerImports = () =>
  useCursorPages<EmployeeImport>(queryKeys.employerImports(), API.employerImports);
