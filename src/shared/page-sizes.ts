/*
 * Page sizes without zod, so a screen that only needs a number does not load the schemas' library
 * into its first download (the admin home's script budget).
 */
export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
