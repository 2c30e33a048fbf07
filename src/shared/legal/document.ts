/** A legal document as structured text, rendered both as a web page and as a PDF so the two never drift. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  slug: 'privacy-policy' | 'terms-of-service';
  title: string;
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
}
