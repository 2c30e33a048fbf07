import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VERSION } from '../constants.js';

/** Marks the banner's element, so the rules below can hide it before any module code runs. */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';
/** Set on <html> while a stored choice is known but the page has not hydrated yet. */
export const CONSENT_STORED_ATTRIBUTE = 'data-consent-stored';

/**
 * Prerendered pages carry the banner in their HTML, so a first visit sees it in the first paint.
 * This runs in <head> before that paint: a visitor who already chose does not see it flash.
 */
export const CONSENT_FLAG_SCRIPT = `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(COOKIE_CONSENT_KEY)})).version===${JSON.stringify(COOKIE_CONSENT_VERSION)})document.documentElement.setAttribute("${CONSENT_STORED_ATTRIBUTE}","")}catch(e){}`;

/** The script, the rule it switches on, and for browsers without JavaScript (whose buttons would do nothing) no banner. */
export const CONSENT_FLAG_HEAD = [
  `<script>${CONSENT_FLAG_SCRIPT}</script>`,
  `<style>html[${CONSENT_STORED_ATTRIBUTE}] [${COOKIE_BANNER_ATTRIBUTE}]{display:none}</style>`,
  `<noscript><style>[${COOKIE_BANNER_ATTRIBUTE}]{display:none}</style></noscript>`,
].join('\n    ');
