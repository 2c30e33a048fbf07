/** HTML that is safe to place as it is: built only by `html` below, which escapes what it is given. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Part = string | number | SafeHtml | readonly SafeHtml[];

const partHtml = (part: Part): string => {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(partHtml).join('');
  return escapeHtml(String(part));
};

/**
 * A tagged template whose every interpolated value is escaped unless it is SafeHtml already, so
 * no text from a person reaches an email's HTML unescaped.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  return new SafeHtml(
    strings.reduce(
      (out, text, i) => out + text + (i < parts.length ? partHtml(parts[i]!) : ''),
      '',
    ),
  );
}
