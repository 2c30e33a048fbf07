import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { homePathFor } from '../../../shared/policies/landing.js';
import { OFFER, PRODUCT_NAME } from '../../../shared/constants.js';
import { Logo } from '../../components/logo.js';
import { SkipLink } from '../../components/skip-link.js';
import { Card, CardContent, CardHeader } from '../../components/ui/card.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { ROUTES } from '../../lib/paths.js';
import { useCurrentUser } from '../../lib/session/current-user.js';
import { ForgotCredentialsDialog } from './forgot-credentials-dialog.js';
import { CompanySignIn, CompanySignInRefused } from './company-sign-in.js';
import { LoginForm } from './login-form.js';
import { rememberedPath } from './location-state.js';

const HIGHLIGHTS = [
  `${OFFER.liveHoursPerWeek} hours of live group tuition every week`,
  `Recordings of every lesson within ${OFFER.recordingsWithinHours} hours`,
  `${OFFER.yearGroups}, in groups of ${OFFER.groupSize}`,
];

export function AuthPage() {
  useDocumentTitle('Log In');
  const { data: user } = useCurrentUser();
  const location = useLocation();

  // The form shows while the session is checked, as it does in the prerendered page: most
  // visitors here are signed out, and a signed-in one is sent on as soon as the answer arrives.
  // Also how a successful sign-in leaves this page: the login call puts the user in the cache.
  if (user) {
    return <Navigate to={rememberedPath(location.state) ?? homePathFor(user.role)} replace />;
  }

  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <SkipLink />
      <aside
        aria-label={`About ${PRODUCT_NAME}`}
        className="hidden flex-col justify-center gap-12 bg-gradient-to-br from-indigo-800 to-indigo-950 p-12 text-white lg:flex"
      >
        {/* The logo beside the form is the page's one brand mark. */}
        <div className="grid gap-6">
          <p className="text-3xl leading-tight font-semibold">
            Live online tuition for your family, as a benefit from your employer.
          </p>
          <ul className="grid gap-3 text-indigo-100">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex items-center gap-3">
                <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-indigo-300" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-indigo-200">
          Your login details come from your employer or your tutor.
        </p>
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between p-4 sm:p-6">
          <Logo />
          <Link
            to={ROUTES.home}
            className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to home
          </Link>
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="flex flex-1 items-center justify-center px-4 pb-12 focus:outline-none sm:px-6"
        >
          <Card className="w-full max-w-md">
            <CardHeader>
              <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
                Employee Portal
              </p>
              <h1 className="text-2xl font-bold tracking-tight">Log In</h1>
              <p className="text-sm text-slate-700">
                Sign in to your {PRODUCT_NAME} account to continue.
              </p>
            </CardHeader>
            <CardContent className="grid gap-4">
              <CompanySignInRefused />
              <LoginForm />
              <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
                <ForgotCredentialsDialog />
                <CompanySignIn />
                <Link
                  to={ROUTES.workEmailRegister}
                  className="rounded-md text-sm font-medium text-indigo-700 hover:underline"
                >
                  Register with your work email
                </Link>
              </div>
            </CardContent>
          </Card>
        </main>
      </div>
    </div>
  );
}
