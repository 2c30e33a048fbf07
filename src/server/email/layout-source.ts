import { PRODUCT_NAME } from '../../shared/constants.js';

/**
 * The one layout of every email, in MJML. `npm run email:layout` compiles it into
 * layout.generated.ts, so sending an email is a string replacement and the server never loads
 * MJML (0.7 s); a unit test fails when the two differ. Colours are the web app's: indigo-700 on
 * slate, with a dark scheme for mail apps that honour prefers-color-scheme.
 */
export const LAYOUT_MJML = `<mjml lang="en">
  <mj-head>
    <mj-title>%%TITLE%%</mj-title>
    <mj-preview>%%PREVIEW%%</mj-preview>
    <mj-attributes>
      <mj-all font-family="Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.55" color="#0f172a" padding="0" />
      <mj-section padding="0" />
    </mj-attributes>
    <mj-style>
      :root { color-scheme: light dark; supported-color-schemes: light dark; }
      .cp-content a { color: #4338ca; }
      .cp-content div { overflow-wrap: break-word; }
      @media (prefers-color-scheme: dark) {
        body, .cp-body, .cp-body > div { background: #020617 !important; }
        .cp-card, .cp-card > table, .cp-card td { background: #0f172a !important; }
        .cp-card div, .cp-card th, .cp-card td, .cp-footer div { color: #e2e8f0 !important; }
        .cp-card td, .cp-card .cp-rule { border-color: #334155 !important; }
        .cp-card a, .cp-footer a { color: #a5b4fc !important; }
        .cp-card td.cp-button-cell { background: #6366f1 !important; }
        .cp-card a.cp-button { color: #ffffff !important; }
        .cp-brand div { color: #a5b4fc !important; }
        .cp-card .cp-muted, .cp-footer div { color: #94a3b8 !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f1f5f9" width="600px" css-class="cp-body">
    <mj-wrapper padding="24px 12px 32px">
      <mj-section padding="0 0 16px">
        <mj-column>
          <mj-text css-class="cp-brand" font-size="22px" font-weight="700" color="#4338ca">${PRODUCT_NAME}</mj-text>
        </mj-column>
      </mj-section>
      <mj-section background-color="#ffffff" border-radius="12px" padding="28px 24px 12px" css-class="cp-card">
        <mj-column>
          <mj-text css-class="cp-content">%%CONTENT%%</mj-text>
        </mj-column>
      </mj-section>
      <mj-section padding="16px 0 0">
        <mj-column>
          <mj-text css-class="cp-footer" font-size="13px" color="#475569" align="center">${PRODUCT_NAME}: live online tuition for children, Year 5 to GCSE.</mj-text>
        </mj-column>
      </mj-section>
    </mj-wrapper>
  </mj-body>
</mjml>`;

/** The layout compiled: for the script that writes layout.generated.ts, and its test. */
export async function compileLayout(): Promise<string> {
  const { default: mjml2html } = await import('mjml');
  const { html, errors } = await mjml2html(LAYOUT_MJML, {
    validationLevel: 'strict',
    // No web fonts: a mail app fetching one from a third party tells it who opened the email.
    fonts: {},
  });
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return html;
}
