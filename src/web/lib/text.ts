/** A status or role as a label: "active" reads "Active". */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
