/** The bounds of a lesson report's texts (decision 044: every text field has a maximum). */
export const COVERED_MAX = 2000;
export const HOMEWORK_MAX = 2000;
export const COMMENT_MAX = 1000;
