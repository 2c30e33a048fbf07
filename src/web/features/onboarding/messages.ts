import { countOf } from '../../../shared/plurals.js';

/** Onboarding texts of spec 2 §8, word for word. */
export const ONBOARDING_MSG = {
  invalidFileType: { title: 'Invalid File Type', description: 'Please upload a CSV file.' },
  invalidCsv: {
    title: 'Invalid CSV',
    description: 'CSV file must have a header row and at least one data row.',
  },
  missingColumns: {
    title: 'Missing Required Columns',
    description: 'CSV must contain columns: fullName, email',
  },
  noData: { title: 'No Data', description: 'Please upload and preview a CSV file first.' },
  uploadFailed: 'Upload Failed',
  uploadSuccessful: 'Upload Successful',
  uploadCompletedWithErrors: 'Upload Completed with Errors',
  codeCreated: {
    title: 'Registration Code Created',
    description: 'Employees can now use this code to self-register.',
  },
  codeFailed: 'Failed to Create Code',
  generationFailed: 'Generation Failed',
  accountsGenerated: 'Accounts Generated',
  selectCompanyFirst: 'Please select a company first.',
} as const;

export const uploadSuccessText = (created: number) =>
  `Created ${countOf(created, 'employee accounts', 'employee account')} successfully`;

export const uploadErrorsText = (created: number, failed: number) =>
  `${countOf(created, 'accounts')} created, ${failed.toLocaleString('en-GB')} failed`;
