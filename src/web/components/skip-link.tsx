/** First stop for keyboard users: straight past the navigation to the page itself. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-60 rounded-lg bg-white px-4 py-2 font-medium text-indigo-800 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
