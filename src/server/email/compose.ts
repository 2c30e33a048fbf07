import { PRODUCT_NAME } from '../../shared/constants.js';
import type { EmailAttachment } from '../db/schema.js';
import { html, SafeHtml } from './html.js';
import { LAYOUT_HTML } from './layout.generated.js';
import type { Email } from './outbox.js';

/**
 * A link inside a line. In the text it reads "label: address" (`showsLabel`), or the bare address;
 * in the HTML the label is the link.
 */
export interface EmailLink {
  href: string;
  label: string;
  showsLabel: boolean;
}
/** Text reads "Open the session: https://…"; HTML shows "Open the session" as the link. */
export const link = (label: string, href: string): EmailLink => ({ href, label, showsLabel: true });
/** Text shows only the address, on its own; HTML shows the label as the link. */
export const bareLink = (label: string, href: string): EmailLink => ({
  href,
  label,
  showsLabel: false,
});

type Inline = string | EmailLink;
type Line = Inline | Inline[];

export type Block =
  | { kind: 'paragraph'; lines: Line[]; muted: boolean }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'custom'; text: string; html: SafeHtml };

/** Lines that the text keeps on consecutive lines and the HTML breaks with <br>. */
export const paragraph = (...lines: Line[]): Block => ({ kind: 'paragraph', lines, muted: false });
/** A paragraph in small grey print: why the email came and how to stop it. */
export const note = (...lines: Line[]): Block => ({ kind: 'paragraph', lines, muted: true });
/** The email's main action: a button in HTML, the address alone in the text. */
export const button = (label: string, href: string): Block => ({ kind: 'button', label, href });
/** A block whose text and HTML the email writes itself, such as the digest's tables. */
export const custom = (text: string, body: SafeHtml): Block => ({
  kind: 'custom',
  text,
  html: body,
});

const partsOf = (line: Line) => (Array.isArray(line) ? line : [line]);

const inlineText = (part: Inline) =>
  typeof part === 'string' ? part : part.showsLabel ? `${part.label}: ${part.href}` : part.href;

const LINK_STYLE = 'color:#4338ca;text-decoration:underline';
const inlineHtml = (part: Inline) =>
  typeof part === 'string'
    ? html`${part}`.value.replaceAll('\n', '<br>')
    : html`<a href="${part.href}" style="${LINK_STYLE}">${part.label}</a>`.value;

const blockText = (block: Block) => {
  if (block.kind === 'custom') return block.text;
  if (block.kind === 'button') return block.href;
  return block.lines.map((line) => partsOf(line).map(inlineText).join('')).join('\n');
};

const MUTED = 'margin:0 0 16px;font-size:13px;color:#475569';
const blockHtml = (block: Block): SafeHtml => {
  if (block.kind === 'custom') return block.html;
  if (block.kind === 'button') {
    return html`<table
      role="presentation"
      border="0"
      cellpadding="0"
      cellspacing="0"
      style="border-collapse:separate;margin:4px 0 20px"
    >
      <tr>
        <td
          class="cp-button-cell"
          align="center"
          bgcolor="#4338ca"
          style="border-radius:8px;background:#4338ca"
        >
          <a
            class="cp-button"
            href="${block.href}"
            style="display:inline-block;padding:12px 22px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px"
            >${block.label}</a
          >
        </td>
      </tr>
    </table>`;
  }
  const lines = block.lines.map((line) => partsOf(line).map(inlineHtml).join(''));
  return html`<p
    class="${block.muted ? 'cp-muted' : 'cp-text'}"
    style="${block.muted ? MUTED : 'margin:0 0 16px'}"
  >
    ${new SafeHtml(lines.join('<br>'))}
  </p>`;
};

const SIGN_OFF = paragraph(`The ${PRODUCT_NAME} team`);

/** The first words after the greeting, which mail apps show beside the subject. */
const previewOf = (blocks: Block[]) => {
  const text = blocks.map(blockText).find((t) => !/^Hello\b/.test(t)) ?? '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
};

const fill = (subject: string, preview: string, content: SafeHtml) =>
  LAYOUT_HTML.replaceAll('%%TITLE%%', () => html`${subject}`.value)
    .replace('%%PREVIEW%%', () => html`${preview}`.value)
    .replace('%%CONTENT%%', () => content.value);

export interface EmailContent {
  to: string;
  subject: string;
  blocks: Block[];
  /** Ends with "The ClassPerk team" unless false. */
  signOff?: boolean;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
}

/**
 * One email from its blocks: the plain text and the HTML in the shared layout say the same, and
 * every email is marked Auto-Submitted (RFC 3834) so out-of-office replies do not answer it.
 */
export function composeEmail({ signOff = true, ...content }: EmailContent): Email {
  const blocks = signOff ? [...content.blocks, SIGN_OFF] : content.blocks;
  return {
    to: content.to,
    subject: content.subject,
    text: blocks.map(blockText).join('\n\n'),
    html: fill(
      content.subject,
      previewOf(blocks),
      new SafeHtml(blocks.map((b) => blockHtml(b).value).join('')),
    ),
    headers: { 'Auto-Submitted': 'auto-generated', ...content.headers },
    ...(content.attachments ? { attachments: content.attachments } : {}),
  };
}
