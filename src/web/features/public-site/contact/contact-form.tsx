import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OFFER } from '../../../../shared/constants.js';
import {
  COMPANY_SIZES,
  ENQUIRY_ROLES,
  ENQUIRY_THANKS,
  enquirySchema,
} from '../../../../shared/enquiries/schemas.js';
import {
  NativeSelectField,
  TextAreaField,
  TextField,
  fieldsUnder,
} from '../../../components/form/text-field.js';
import { FullNameField, EmailField } from '../../../components/form/person-fields.js';
import { useSchemaForm } from '../../../components/form/use-schema-form.js';
import type { EnquiryInput } from '../../../../shared/enquiries/schemas.js';
import { Alert } from '../../../components/ui/alert.js';
import { Button } from '../../../components/ui/button.js';
import { ApiError, errorText } from '../../../lib/api.js';
import { useHydrated } from '../../../lib/use-hydrated.js';
import { ROUTES } from '../../../lib/paths.js';
import { CONTACT_EMAIL, MAILTO_URL } from '../../../lib/contact-details.js';
import { useSubmitEnquiry } from './api.js';

// Nothing is chosen in the two lists at first; the schema then asks the visitor to choose.
const EMPTY = {
  fullName: '',
  companyName: '',
  role: '',
  email: '',
  phone: '',
  companySize: '',
  message: '',
} as unknown as EnquiryInput;

function Thanks({ onAgain }: { onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; the outcome is the next thing to read.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="grid gap-4 rounded-2xl border border-green-200 bg-green-50 p-6">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-semibold text-green-900">
        Enquiry sent
      </h3>
      <p className="text-green-900">{ENQUIRY_THANKS}</p>
      <div>
        <Button variant="outline" onClick={onAgain}>
          Send another enquiry
        </Button>
      </div>
    </div>
  );
}

/**
 * The public pages hydrate without the signed-in app's query client (decision 053), so the form
 * brings one of its own for its one request.
 */
export function ContactForm() {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <EnquiryForm />
    </QueryClientProvider>
  );
}

/** Spec 1 §2 contact form, with validation on both sides and a stored, e-mailed enquiry. */
function EnquiryForm() {
  const id = useId();
  // Until its code has loaded, a click would make the browser send the form the old way.
  const ready = useHydrated();
  const submit = useSubmitEnquiry();
  const form = useSchemaForm({
    schema: enquirySchema,
    defaultValues: EMPTY,
    mutation: submit,
    // The alert above the fields says what went wrong, with another way to reach us.
    failureTitle: null,
  });

  const field = fieldsUnder(form, id);

  if (submit.isSuccess) {
    return (
      <Thanks
        onAgain={() => {
          form.reset(EMPTY);
          submit.reset();
        }}
      />
    );
  }

  // Per-field messages from the server sit under their fields; anything else is said up here.
  const failure =
    submit.error &&
    !(submit.error instanceof ApiError && Object.keys(submit.error.fieldErrors).length > 0)
      ? errorText(submit.error)
      : null;

  return (
    <form noValidate onSubmit={(event) => void form.onSubmit(event)} className="grid gap-5">
      {failure && (
        <Alert variant="error">
          <p>{failure}</p>
          <p>
            You can also email us at{' '}
            <a href={MAILTO_URL} className="font-medium underline">
              {CONTACT_EMAIL}
            </a>
            .
          </p>
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FullNameField form={form} id={`${id}-fullName`} />
        <TextField {...field('companyName')} label="Company name" autoComplete="organization" />
        <NativeSelectField
          {...field('role')}
          label="Role within company"
          placeholder="Choose your role"
          options={ENQUIRY_ROLES}
        />
        <NativeSelectField
          {...field('companySize')}
          label="Company size"
          placeholder="Choose the number of employees"
          options={COMPANY_SIZES}
        />
        <EmailField form={form} id={`${id}-email`} label="Work email" />
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
      </div>
      <TextAreaField
        {...field('message')}
        label="Message (optional)"
        rows={4}
        placeholder="Tell us about your team and what you are looking for."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={!ready || submit.isPending}>
          {submit.isPending ? 'Sending…' : 'Send enquiry'}
        </Button>
        <p className="text-sm text-slate-700">
          We reply within {OFFER.enquiryResponseHours} hours on business days. See our{' '}
          <Link to={ROUTES.privacyPolicy} className="font-medium text-indigo-700 underline">
            privacy policy
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
