import { Download } from 'lucide-react';
import type { LegalDocument } from '../../../../shared/legal/document.js';
import { buttonClasses } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { SECTION_SPACING } from '../components/section.js';
import { DocumentIllustration } from '../illustrations/document-illustration.js';
import { publicPage } from '../public-page.js';

/** A legal document from the shared text, which the PDF at /pdf/<slug> is also made from. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className={cn('mx-auto grid max-w-3xl gap-10 px-4 sm:px-6', SECTION_SPACING)}>
      <header className="grid gap-x-8 gap-y-4 md:grid-cols-[1fr_10rem]">
        <div className="hidden md:row-span-4 md:col-start-2 md:block">
          <DocumentIllustration />
        </div>
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">
          {publicPage(`/${document.slug}`).heading}
        </h1>
        <p className="text-sm text-slate-600">Last updated {document.lastUpdated}</p>
        <p className="text-lg text-slate-700">{document.summary}</p>
        <div>
          <a
            href={`/pdf/${document.slug}`}
            download
            className={buttonClasses({ variant: 'outline' })}
          >
            <Download aria-hidden="true" className="size-4" />
            Download as PDF
          </a>
        </div>
      </header>
      <nav aria-label="Contents" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Contents</h2>
        <ol className="mt-3 grid gap-1.5">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`} className="text-indigo-700 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section
          key={section.heading}
          id={`section-${index + 1}`}
          aria-labelledby={`section-${index + 1}-title`}
          className="grid scroll-mt-20 gap-3 leading-relaxed text-slate-700"
        >
          <h2 id={`section-${index + 1}-title`} className="text-2xl font-semibold text-slate-900">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.bullets && (
            <ul className="grid list-disc gap-1.5 pl-6">
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
