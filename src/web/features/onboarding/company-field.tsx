import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { SearchedSelectField } from '../../components/ui/searched-select-field.js';
import type { SelectOption } from '../../components/ui/select.js';
import { useCompanyOptions } from './api.js';

interface CompanyFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  id: string;
  onChosen: (option: SelectOption<string>) => void;
}

const useOfferedCompanies = (search: string) => {
  const companies = useCompanyOptions(search);
  return {
    isPending: companies.isPending,
    isError: companies.isError,
    options: (companies.data?.items ?? []).map((company) => ({
      value: String(company.id),
      label: company.name,
    })),
  };
};

/** The company select of Generate Accounts: the 50 newest, and any other by part of its name. */
export function CompanyField<T extends FieldValues, TOut = T>(props: CompanyFieldProps<T, TOut>) {
  return (
    <SearchedSelectField
      {...props}
      label="Company"
      one="company"
      many="companies"
      useOptions={useOfferedCompanies}
    />
  );
}
