/**
 * A prerendered page is readable before any JavaScript runs; its scripts only make it
 * interactive. So they start after the first paint instead of competing with the document for a
 * slow connection: the build writes them inert, and this loader at the end of <body> wakes them
 * once the page has painted (decision 021).
 */
export const DEFERRED_MODULE_ATTRIBUTE = 'data-module-src';
/**
 * A module preload is written as an inert script too, not as a <link> without its rel, which
 * HTML does not allow.
 */
export const DEFERRED_PRELOAD_ATTRIBUTE = 'data-modulepreload-href';

const start = `function(){if(started)return;started=true;document.querySelectorAll("script[${DEFERRED_PRELOAD_ATTRIBUTE}]").forEach(function(p){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="anonymous";l.fetchPriority="low";l.href=p.getAttribute("${DEFERRED_PRELOAD_ATTRIBUTE}");document.head.appendChild(l)});document.querySelectorAll("script[${DEFERRED_MODULE_ATTRIBUTE}]").forEach(function(p){var s=document.createElement("script");s.type="module";s.crossOrigin="anonymous";s.fetchPriority="low";s.src=p.getAttribute("${DEFERRED_MODULE_ATTRIBUTE}");document.head.appendChild(s)})}`;

// Starts them once the browser reports the first contentful paint, or after 3 s whatever happens
// (a tab opened in the background does not paint).
export const DEFERRED_SCRIPTS_LOADER = `(function(){var started=false,start=${start};setTimeout(start,3000);try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start,0)}).observe({type:"paint",buffered:true})}catch(e){start()}})()`;
