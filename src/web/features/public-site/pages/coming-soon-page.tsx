import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ActionButton } from '../../../components/ui/action-button.js';
import { ROUTES } from '../../../lib/paths.js';
import { cn } from '../../../lib/cn.js';
import { EmailButton, WhatsAppButton } from '../components/contact-buttons.js';
import { SECTION_SPACING } from '../components/section.js';
import { CalendarIllustration } from '../illustrations/calendar-illustration.js';
import { publicPage } from '../public-page.js';

/**
 * Spec 1 §2 promises curriculum information for Summer 2024, a date now past; the page says it is
 * coming without naming a date (docs/decisions on public-site content).
 */
const cameFromThisSite = () => {
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
};

export function ComingSoonPage() {
  const navigate = useNavigate();
  // Back within the site when there is somewhere to go back to, otherwise to the home page. A
  // visitor who followed a link here before the previous page had loaded its code arrived by a
  // full page load: the router has no history then, but the browser does.
  const goBack = () => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else if (cameFromThisSite()) window.history.back();
    else void navigate(ROUTES.home);
  };

  return (
    <div className="bg-gradient-to-b from-indigo-50 to-white">
      <div
        className={cn(
          'mx-auto grid max-w-3xl justify-items-center gap-6 px-4 text-center sm:px-6',
          SECTION_SPACING,
        )}
      >
        <div className="w-40 sm:w-48">
          <CalendarIllustration />
        </div>
        <h1 className="text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {publicPage(ROUTES.comingSoon).heading}
        </h1>
        <p className="text-lg text-slate-700">
          We are finishing a detailed, topic-by-topic guide to what every year group learns in each
          subject, term by term. It will be published here as soon as it is ready.
        </p>
        <p className="text-lg text-slate-700">
          In the meantime, we are happy to send you an overview or talk it through with you.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <WhatsAppButton variant="primary" />
          <EmailButton />
        </div>
        <ActionButton icon={ArrowLeft} size="md" variant="ghost" onClick={goBack}>
          Go back
        </ActionButton>
      </div>
    </div>
  );
}
