import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { LegalDocument } from '../../../shared/legal/document.js';

/** Renders a legal document to PDF from the same structured text the web page shows. */
export async function renderLegalPdf(document: LegalDocument): Promise<Buffer> {
  // pdfkit takes a third of a second to load; only these rarely fetched PDFs need it, not a start.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `${PRODUCT_NAME} ${document.title}`, Author: PRODUCT_NAME },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);

    pdf
      .font('Helvetica-Bold')
      .fontSize(22)
      .fillColor('#1e1b4b')
      .text(`${PRODUCT_NAME} ${document.title}`);
    pdf
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#475569')
      .text(`Last updated ${document.lastUpdated}`);
    pdf.moveDown(0.8).fontSize(11).fillColor('#0f172a').text(document.summary);
    for (const section of document.sections) {
      pdf
        .moveDown(1)
        .font('Helvetica-Bold')
        .fontSize(13)
        .fillColor('#1e1b4b')
        .text(section.heading);
      pdf.font('Helvetica').fontSize(11).fillColor('#0f172a');
      for (const paragraph of section.paragraphs)
        pdf.moveDown(0.4).text(paragraph, { align: 'left' });
      if (section.bullets)
        pdf.moveDown(0.3).list(section.bullets, { bulletRadius: 2, textIndent: 12 });
    }
    pdf.end();
  });
}
