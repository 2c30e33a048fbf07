/** Texts of the employer's usage report (issue 15 §3), shared by the API, the page and the PDF. */

/** The fewest families a figure may be drawn from before it is withheld (decision 057). */
export const SMALLEST_GROUP = 5;

export const REPORT_MSG = {
  suppressed: 'fewer than 5',
  suppressedNote:
    'Figures drawn from fewer than 5 families are shown as "fewer than 5" so that nobody can be singled out.',
  monthFormat: 'Please give a month as YYYY-MM, between 2000 and 2099.',
  monthOrder: 'The first month must not be after the last.',
  tooLong: 'A report covers at most 24 months.',
  noCompany: 'This account is not linked to a company.',
  companyNotFound: 'Company not found.',
  contactNotFound: 'Contact not found.',
} as const;
