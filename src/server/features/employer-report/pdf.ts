import type { z } from 'zod';
import { PRODUCT_NAME } from '../../../shared/constants.js';
import { REPORT_MSG } from '../../../shared/employer-report/messages.js';
import type { Figure, usageReportSchema } from '../../../shared/employer-report/schemas.js';
import {
  formatFigure,
  formatRate,
  monthLabel,
  periodLabel,
} from '../../../shared/employer-report/format.js';
import { BOLD, createTaggedPdf, REGULAR } from '../../pdf/document.js';

type Report = z.output<typeof usageReportSchema>;

const INK = '#0f172a';
const MUTED = '#475569';
const BAR = '#4f46e5';
const TRACK = '#e2e8f0';

/**
 * The usage report as a tagged PDF: the company, the period, each chart drawn as bars (decoration)
 * beside a table of its figures, which is what a screen reader and a copy and paste get.
 */
export async function renderReportPdf(report: Report): Promise<Buffer> {
  const title = `${report.company.name}: ${PRODUCT_NAME} usage report`;
  const { pdf, root, tag, artifact, finish } = await createTaggedPdf(title, { margin: 48 });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const heading = (text: string) => {
    if (pdf.y > pdf.page.height - 200) pdf.addPage();
    pdf.moveDown(1);
    tag('H2', () => pdf.font(BOLD).fontSize(13).fillColor('#1e1b4b').text(text, left));
    pdf.moveDown(0.3).font(REGULAR).fontSize(10).fillColor(INK);
  };
  /** Horizontal bars; a withheld figure gets no bar, only its words. */
  const bars = (rows: { label: string; figure: Figure; text: string }[]) => {
    const shown = rows.map((row) => (typeof row.figure === 'number' ? row.figure : 0));
    const max = Math.max(1, ...shown);
    const labelWidth = 130;
    const valueWidth = 80;
    const plot = width - labelWidth - valueWidth - 10;
    const table = pdf.struct('Table');
    root.add(table);
    for (const [i, row] of rows.entries()) {
      if (pdf.y > pdf.page.height - 80) pdf.addPage();
      const y = pdf.y;
      const cells = pdf.struct('TR');
      table.add(cells);
      cells.add(
        pdf.struct('TD', {}, () =>
          pdf
            .fillColor(INK)
            .text(row.label, left, y + 2, { width: labelWidth - 8, lineBreak: false }),
        ),
      );
      artifact(() => {
        pdf.rect(left + labelWidth, y, plot, 12).fill(TRACK);
        const length = (shown[i]! / max) * plot;
        if (length > 0) pdf.rect(left + labelWidth, y, Math.max(2, length), 12).fill(BAR);
      });
      cells.add(
        pdf.struct('TD', {}, () =>
          pdf.fillColor(INK).text(row.text, left + labelWidth + plot + 10, y + 2, {
            width: valueWidth,
            lineBreak: false,
          }),
        ),
      );
      cells.end();
      pdf.x = left;
      pdf.y = y + 18;
    }
    table.end();
  };
  const monthly = (pick: (usage: Report['months'][number]) => Figure, rate = false) =>
    bars(
      report.months.map((usage) => {
        const figure = pick(usage);
        return {
          label: monthLabel(usage.month),
          figure,
          text: rate ? formatRate(figure) : formatFigure(figure),
        };
      }),
    );

  tag('H1', () => pdf.font(BOLD).fontSize(20).fillColor('#1e1b4b').text(report.company.name));
  pdf.moveDown(0.2);
  tag('P', () =>
    pdf
      .font(REGULAR)
      .fontSize(12)
      .fillColor(MUTED)
      .text(`${PRODUCT_NAME} usage report, ${periodLabel(report.from, report.to)}`),
  );
  pdf.moveDown(0.4);
  tag('P', () => pdf.fontSize(9).text(REPORT_MSG.suppressedNote));

  heading('The period at a glance');
  const { range } = report;
  for (const line of [
    `Places bought: ${report.placesBought}`,
    `Families registered: ${formatFigure(range.familiesRegistered)}`,
    `Active families (busiest month): ${formatFigure(range.activeFamilies)}`,
    `Sessions attended: ${formatFigure(range.sessionsAttended)}`,
    `Attendance rate: ${formatRate(range.attendanceRate)}`,
    `Recordings watched: ${formatFigure(range.recordingsWatched)}`,
    `Trend in active families: ${report.trend}`,
  ])
    tag('P', () => pdf.text(line));

  heading('Active families by month');
  monthly((usage) => usage.activeFamilies);
  heading('Sessions attended by month');
  monthly((usage) => usage.sessionsAttended);
  heading('Attendance rate by month');
  monthly((usage) => usage.attendanceRate, true);
  heading('Recordings watched by month');
  monthly((usage) => usage.recordingsWatched);
  heading('Families registered by month');
  monthly((usage) => usage.familiesRegistered);
  for (const [name, parts] of [
    ['Sessions attended by year group', range.byYearGroup],
    ['Sessions attended by subject', range.bySubject],
  ] as const) {
    heading(name);
    if (parts.length === 0) tag('P', () => pdf.text('No sessions attended in this period.'));
    bars(
      parts.map((part) => ({
        label: part.key,
        figure: part.sessionsAttended,
        text: formatFigure(part.sessionsAttended),
      })),
    );
  }
  return finish();
}
