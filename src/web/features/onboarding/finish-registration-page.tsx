import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { homePathFor } from '../../../shared/policies/landing.js';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { MSG, registrationWelcome } from '../../../shared/messages.js';
import { REGISTRATION_MSG } from '../../../shared/onboarding/registration-messages.js';
import { FormPage } from '../../components/form-page.js';
import { Alert } from '../../components/ui/alert.js';
import { buttonClasses } from '../../components/ui/button.js';
import { SubmitButton } from '../../components/ui/submit-button.js';
import { toast } from '../../components/ui/toast-store.js';
import { errorText } from '../../lib/api.js';
import { ROUTES } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { replaceSession } from '../../lib/session/current-user.js';
import { SecondFactorStep } from '../auth/second-factor-step.js';
import { useFinishRegistration } from './api.js';

function LogInLink() {
  return (
    <Link to={ROUTES.auth} className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
      Go to Log In
    </Link>
  );
}

/**
 * /finish-registration?token=…: the registration email's link (decision 078). A button, not a
 * visit, creates the account, so a mail scanner that follows links creates nothing.
 */
export function FinishRegistrationPage() {
  useDocumentTitle(REGISTRATION_MSG.finishTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useFinishRegistration();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    finish.mutate(token, {
      onSuccess: (result) => {
        if ('secondFactor' in result) return;
        replaceSession(queryClient, result);
        toast({
          title: MSG.registrationSuccessful,
          description: registrationWelcome(PRODUCT_NAME, result.fullName),
        });
        void navigate(homePathFor(result.role), { replace: true });
      },
    });
  };

  // A role that must use a second factor sets it up before any session.
  if (finish.data && 'secondFactor' in finish.data) {
    return (
      <FormPage title={REGISTRATION_MSG.finishTitle} intro={REGISTRATION_MSG.finishIntro}>
        <SecondFactorStep
          step="enrol"
          onRestart={() => void navigate(ROUTES.auth)}
          onEnrolled={(user) => void navigate(homePathFor(user.role), { replace: true })}
        />
      </FormPage>
    );
  }

  return (
    <FormPage title={REGISTRATION_MSG.finishTitle} intro={REGISTRATION_MSG.finishIntro}>
      {token ? (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {finish.isError ? (
            <>
              <Alert variant="error">
                <p>{errorText(finish.error)}</p>
              </Alert>
              <LogInLink />
            </>
          ) : (
            <SubmitButton size="lg" className="w-full" pending={finish.isPending}>
              {REGISTRATION_MSG.finishButton}
            </SubmitButton>
          )}
        </form>
      ) : (
        <>
          <Alert variant="error">
            <p>{REGISTRATION_MSG.linkInvalid}</p>
          </Alert>
          <LogInLink />
        </>
      )}
    </FormPage>
  );
}
