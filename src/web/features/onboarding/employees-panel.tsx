import { Link } from 'react-router';
import { TitledSection } from '../../components/titled-section.js';
import { adminTabPath } from '../../lib/admin-tabs.js';
import { useCompany } from './api.js';
import { BulkUploadPanel } from './bulk-upload-panel.js';
import { CompanyChooser } from './company-chooser.js';
import { useChosenCompany } from './chosen-company.js';

/** The CSV Upload tab (spec 2 §2.2): pick a company card, then upload its staff list. */
export function EmployeesPanel() {
  const [companyId, choose] = useChosenCompany();
  const company = useCompany(companyId);
  return (
    <TitledSection
      id="employees-heading"
      title="CSV Upload"
      description="Create accounts for a company's employees from a spreadsheet."
    >
      <CompanyChooser
        companyId={companyId}
        onChoose={choose}
        emptyAction={
          <Link
            to={adminTabPath('companies')}
            className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
          >
            Go to Companies
          </Link>
        }
      />
      {company.data && <BulkUploadPanel key={company.data.id} company={company.data} />}
    </TitledSection>
  );
}
