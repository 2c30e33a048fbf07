import { PRODUCT_NAME } from '../../../shared/constants.js';
import type { LegalDocument } from '../../../shared/legal/document.js';
import { BOLD, createTaggedPdf, REGULAR } from '../../pdf/document.js';

/** Renders a legal document to a tagged PDF from the same structured text the web page shows. */
export async function renderLegalPdf(document: LegalDocument): Promise<Buffer> {
  const title = `${PRODUCT_NAME} ${document.title}`;
  const { pdf, root, tag, finish } = await createTaggedPdf(title, { margin: 56 });

  tag('H1', () => pdf.font(BOLD).fontSize(22).fillColor('#1e1b4b').text(title));
  pdf.moveDown(0.3);
  tag('P', () =>
    pdf
      .font(REGULAR)
      .fontSize(10)
      .fillColor('#475569')
      .text(`Last updated ${document.lastUpdated}`),
  );
  pdf.moveDown(0.8);
  tag('P', () => pdf.fontSize(11).fillColor('#0f172a').text(document.summary));
  for (const section of document.sections) {
    // A heading never ends a page: it goes over with the text it introduces.
    if (pdf.y > pdf.page.height - 120) pdf.addPage();
    pdf.moveDown(1);
    tag('H2', () => pdf.font(BOLD).fontSize(13).fillColor('#1e1b4b').text(section.heading));
    pdf.font(REGULAR).fontSize(11).fillColor('#0f172a');
    for (const paragraph of section.paragraphs) {
      pdf.moveDown(0.4);
      tag('P', () => pdf.text(paragraph, { align: 'left' }));
    }
    if (section.bullets) {
      const list = pdf.struct('L');
      root.add(list);
      pdf
        .moveDown(0.3)
        .list(section.bullets, { bulletRadius: 2, textIndent: 12, structParent: list });
      list.end();
    }
  }
  return finish();
}
