import { z } from 'zod';

const emailCheck = z.email();

export interface RowToCheck {
  /** The row's line in the spreadsheet, the header being 1. */
  row?: number | undefined;
  fullName: string;
  email: string;
}

export interface RowProblem {
  row: number;
  email: string;
  error: string;
}

/**
 * The checks a row of an employee file must pass that need no database: a name, a valid email,
 * on the given domain, and not repeated in the file. The browser shows them in the preview before
 * anything is sent; the server makes them again and adds the emails already in use.
 */
export function checkRows(employees: readonly RowToCheck[], domainInput?: string | null) {
  const problems: RowProblem[] = [];
  const firstRowOf = new Map<string, number>();
  const accepted: { row: number; fullName: string; email: string }[] = [];
  const domain = domainInput?.trim().replace(/^@/, '').toLowerCase();

  employees.forEach((employee, index) => {
    const row = employee.row ?? index + 2;
    const email = employee.email.trim().toLowerCase();
    const fullName = employee.fullName.trim().replace(/\s+/g, ' ');
    const fail = (error: string) => problems.push({ row, email: employee.email, error });
    if (!fullName) return fail('Full name is missing.');
    if (!emailCheck.safeParse(email).success) return fail('The email address is not valid.');
    if (domain && !email.endsWith(`@${domain}`))
      return fail(`The email address is not on ${domain}.`);
    const first = firstRowOf.get(email);
    if (first !== undefined)
      return fail(`This email appears more than once in the file (first on row ${first}).`);
    firstRowOf.set(email, row);
    accepted.push({ row, fullName, email });
  });
  return { accepted, problems };
}
