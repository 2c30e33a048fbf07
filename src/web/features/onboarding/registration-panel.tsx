import { FileSpreadsheet, KeyRound, Plus, QrCode, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { possessive } from '../../../shared/plurals.js';
import { ActionButton } from '../../components/ui/action-button.js';
import { Card } from '../../components/ui/card.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { adminTabPath } from '../../lib/admin-tabs.js';
import { TitledSection } from '../../components/titled-section.js';
import { AddCompanyDialog } from './add-company-dialog.js';
import { useCompany } from './api.js';
import { BulkGeneration } from './bulk-generation.js';
import { CompanyChooser } from './company-chooser.js';
import { useChosenCompany, withCompany } from './chosen-company.js';
import { SelfServiceCode } from './self-service-code.js';

const OPTIONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileSpreadsheet,
    title: 'CSV Upload',
    text: 'Upload the staff list from a spreadsheet. Everyone gets an account and a one-time password.',
  },
  {
    icon: QrCode,
    title: 'Self-Service Code',
    text: 'Share a link or QR code. Employees register themselves until it expires or is used up.',
  },
  {
    icon: KeyRound,
    title: 'Bulk Generation',
    text: 'Create a batch of ready-made accounts and hand out the credentials yourself.',
  },
];

function CompanyOnboarding({ companyId, companyName }: { companyId: number; companyName: string }) {
  const navigate = useNavigate();
  return (
    <Tabs defaultValue="csv">
      <TabsList aria-label={`Ways to onboard ${companyName}`} className="grid grid-cols-3 gap-1">
        <TabsTrigger value="csv">CSV Upload</TabsTrigger>
        <TabsTrigger value="code">Self-Service Code</TabsTrigger>
        <TabsTrigger value="generate">Bulk Generation</TabsTrigger>
      </TabsList>
      <TabsContent value="csv">
        <Card className="grid gap-3 p-5">
          <p className="text-sm text-slate-700">
            Upload {possessive(companyName)} staff list on the CSV Upload tab.
          </p>
          <ActionButton
            icon={FileSpreadsheet}
            size="md"
            className="justify-self-start"
            onClick={() => void navigate(withCompany(adminTabPath('employees'), companyId))}
          >
            Go to CSV Upload
          </ActionButton>
        </Card>
      </TabsContent>
      <TabsContent value="code">
        <SelfServiceCode companyId={companyId} />
      </TabsContent>
      <TabsContent value="generate">
        <Card className="p-5">
          <BulkGeneration companyId={companyId} companyName={companyName} />
        </Card>
      </TabsContent>
    </Tabs>
  );
}

/** The Registration tab (spec 2 §2.2): the three ways in, a company, then the chosen way. */
export function RegistrationPanel() {
  const [companyId, choose] = useChosenCompany();
  const company = useCompany(companyId);
  const [adding, setAdding] = useState(false);
  const addButton = (
    <ActionButton icon={Plus} size="md" variant="outline" onClick={() => setAdding(true)}>
      Add New Company
    </ActionButton>
  );

  return (
    <TitledSection
      id="registration-heading"
      title="Employee Registration Options"
      description="Three ways to bring a company's staff on board."
      action={addButton}
      className="grid gap-6"
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {OPTIONS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="flex h-full gap-3 p-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="grid content-start gap-1">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="text-sm text-slate-700">{text}</p>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <CompanyChooser companyId={companyId} onChoose={choose} emptyAction={addButton} />
      {company.data && (
        <CompanyOnboarding
          key={company.data.id}
          companyId={company.data.id}
          companyName={company.data.name}
        />
      )}
      <AddCompanyDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(added) => choose(added.id)}
      />
    </TitledSection>
  );
}
