import { Mail, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../shared/constants.js';
import { useHydrated, useNotReadyYet } from '../../../lib/use-hydrated.js';
import { openCookiePreferences } from '../../consent/consent-store.js';
import {
  CONTACT_EMAIL,
  EXTERNAL_LINK,
  MAILTO_URL,
  SOCIAL_LINKS,
  WHATSAPP_URL,
} from '../../../lib/contact-details.js';
import { ABOUT_LINKS, BENEFIT_LINKS, LEGAL_LINKS, LEGAL_PDFS, SERVICE_LINKS } from '../site-nav.js';
import type { NavLink } from '../site-nav.js';
import { SocialIcon } from './social-icons.js';

const linkClasses = 'rounded text-sm text-slate-300 hover:text-white hover:underline';

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <div className="grid content-start gap-3">
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="grid gap-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec 1 §2: support e-mail, WhatsApp, legal and sitemap links, four social links, the year. */
export function SiteFooter() {
  // The year comes from the visitor's clock, so it appears once the page is running in the browser.
  const year = useHydrated() ? `${new Date().getFullYear()} ` : '';
  const notReady = useNotReadyYet();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-2 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 grid content-start gap-4 lg:col-span-1">
          {/* The header's logo stays in view above; the footer names the product in words. */}
          <p className="max-w-xs text-sm">
            <strong className="font-semibold text-white">{PRODUCT_NAME}</strong>: live online group
            tuition for your employees&apos; children, from Year 5 to GCSE.
          </p>
          <ul className="grid gap-2 text-sm">
            <li>
              <a href={MAILTO_URL} className={`inline-flex items-center gap-2 ${linkClasses}`}>
                <Mail aria-hidden="true" className="size-4" />
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              <a
                href={WHATSAPP_URL}
                {...EXTERNAL_LINK}
                className={`inline-flex items-center gap-2 ${linkClasses}`}
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                Chat with us on WhatsApp
              </a>
            </li>
          </ul>
        </div>
        <FooterColumn title="Services" links={SERVICE_LINKS} />
        <FooterColumn title="About" links={ABOUT_LINKS} />
        <FooterColumn title="Benefits" links={BENEFIT_LINKS} />
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold text-white">Legal</h2>
          <ul className="grid gap-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
            {LEGAL_PDFS.map((pdf) => (
              <li key={pdf.href}>
                {/* A file from the server, not a page of the app: a plain link that downloads. */}
                <a href={pdf.href} download className={linkClasses}>
                  {pdf.label}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                {...notReady}
                onClick={openCookiePreferences}
                className={linkClasses}
              >
                Cookie settings
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 sm:px-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">
            © {year}
            {PRODUCT_NAME}. All rights reserved.
          </p>
          <ul className="flex gap-2" aria-label="ClassPerk on social media">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  {...EXTERNAL_LINK}
                  aria-label={`${PRODUCT_NAME} on ${social.label} (opens in a new tab)`}
                  className="grid size-10 place-items-center rounded-lg text-slate-300 hover:bg-slate-800 hover:text-white"
                >
                  <SocialIcon network={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
