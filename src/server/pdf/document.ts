import path from 'node:path';
import { PRODUCT_NAME } from '../../shared/constants.js';
import { PROJECT_ROOT } from '../paths.js';

const FONTS = path.join(PROJECT_ROOT, 'src', 'server', 'pdf', 'fonts');
/** Inter, as the web app shows it: static instances that also cover Latin Extended, Greek and Cyrillic. */
export const REGULAR = path.join(FONTS, 'Inter-Regular.ttf');
export const BOLD = path.join(FONTS, 'Inter-Bold.ttf');

export interface TaggedPdf {
  pdf: PDFKit.PDFDocument;
  /** The root of the structure tree: headings, paragraphs and lists are added to it in order. */
  root: PDFKit.PDFStructureElement;
  /** Adds a structure element whose content `draw` puts on the page. */
  tag: (type: string, draw: () => void) => void;
  /** Draws what is only decoration (bars, rules), which screen readers skip. */
  artifact: (draw: () => void) => void;
  /** Ends the document and gives its bytes. */
  finish: () => Promise<Buffer>;
}

/**
 * A new A4 PDF made as PDF/UA asks: PDF 1.7, tagged, in British English, its title shown in place
 * of its file name, and Inter embedded, so a name such as "Dŵr Cymru" or "Łukasz" reads as written
 * (the standard PDF fonts know only Windows-1252).
 */
export async function createTaggedPdf(
  title: string,
  options: { margin: number; compress?: boolean },
): Promise<TaggedPdf> {
  // pdfkit takes a third of a second to load; only a download needs it, never a start.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    ...options,
    font: REGULAR,
    pdfVersion: '1.7',
    tagged: true,
    // @types/pdfkit lists only the PDF/A subsets; pdfkit itself also takes PDF/UA.
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    lang: 'en-GB',
    displayTitle: true,
    info: { Title: title, Author: PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const root = pdf.struct('Document');
  pdf.addStructure(root);
  return {
    pdf,
    root,
    tag: (type, draw) => root.add(pdf.struct(type, {}, draw)),
    artifact: (draw) => {
      pdf.markContent('Artifact', { type: 'Layout' });
      draw();
      pdf.endMarkedContent();
    },
    finish: () => {
      root.end();
      pdf.end();
      return bytes;
    },
  };
}
