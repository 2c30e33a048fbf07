/**
 * The text of a PDF that pdfkit wrote with `compress: false`: each line is a BT…ET block whose
 * strings are hex in TJ arrays (split where kerning applies). Enough to check the figures a
 * report prints, without a PDF library.
 */
export function pdfLines(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const block of source.matchAll(/BT([\s\S]*?)ET/g)) {
    const text = [...block[1]!.matchAll(/<([0-9a-fA-F]*)>/g)]
      .map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'))
      .join('');
    if (text) lines.push(text);
  }
  return lines;
}
