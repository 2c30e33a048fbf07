/**
 * Builds the web app, then prerenders every public page to static HTML so its content is in the
 * first response, before any JavaScript runs; the browser then hydrates it. The pages' compressed
 * copies carry the address of PUBLIC_URL (or the server's default), so the server need not
 * compress them at start (decision 047).
 *
 *   tsx scripts/build-web.ts [--outDir <dir>]     (default: $WEB_DIR, else dist/web)
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { loadConfig } from '../src/server/config.js';
import { APP_PATHS_FILE } from '../src/shared/app-paths.js';
import { CONSENT_FLAG_HEAD } from '../src/shared/consent/flag-script.js';
import {
  DEFERRED_MODULE_ATTRIBUTE,
  DEFERRED_PRELOAD_ATTRIBUTE,
  DEFERRED_SCRIPTS_LOADER,
} from '../src/shared/public-site/deferred-scripts.js';
import {
  isPublicSitePage,
  PRERENDERED_ADDRESS_FILE,
  PUBLIC_PAGES,
  PUBLIC_URL_PLACEHOLDER,
  prerenderedFile,
  type PublicPage,
} from '../src/shared/public-site/pages.js';
import { structuredDataScripts } from '../src/web/features/public-site/structured-data.js';
import { ROUTES } from '../src/web/lib/paths.js';

interface ServerEntry {
  renderPath(path: string): Promise<string>;
}

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

const headTags = (page: PublicPage) => {
  const url = `${PUBLIC_URL_PLACEHOLDER}${page.path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  return [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="ClassPerk" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/og-image.jpg" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="ClassPerk: live online tuition as an employee benefit" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...structuredDataScripts(page.path),
  ].join('\n    ');
};

const TITLE = /<title>.*?<\/title>/s;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s;
const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/**
 * The stylesheet written into the page: a first visit then needs one request fewer before the
 * page can paint. The signed-in app's index.html keeps the cached file.
 */
const inlineStylesheet = async (template: string, dir: string) => {
  const link = STYLESHEET.exec(template);
  if (!link) throw new Error('index.html has no stylesheet link to inline.');
  const css = await readFile(path.join(dir, link[1]!), 'utf8');
  return template.replace(link[0], () => `<style>${css}</style>`);
};

const FONT_URL = /url\("?(\/assets\/[^)"]+\.woff2)"?\)/;

/**
 * The typeface the inlined styles name, fetched alongside the page rather than after the browser
 * has laid the text out (decision 066).
 */
const fontPreload = (template: string) => {
  const font = FONT_URL.exec(template);
  if (!font) throw new Error('The stylesheet names no woff2 font to preload.');
  return `<link rel="preload" href="${font[1]}" as="font" type="font/woff2" crossorigin />`;
};

/** A page's module scripts and preloads, written inert for the loader to start after the first paint. */
const deferScripts = (html: string) =>
  html
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/g,
      (_, src: string) =>
        `<script type="text/plain" ${DEFERRED_MODULE_ATTRIBUTE}="${src}"></script>`,
    )
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g,
      (_, href: string) =>
        `<script type="text/plain" ${DEFERRED_PRELOAD_ATTRIBUTE}="${href}"></script>`,
    );

/** Fills the built index.html with one page: its title, description, links and body. */
const pageDocument = (template: string, page: PublicPage, body: string, preloads: string) => {
  if (!TITLE.test(template) || !DESCRIPTION.test(template) || !template.includes(ROOT)) {
    throw new Error('index.html needs a <title>, a meta description and an empty #root.');
  }
  return template
    .replace(TITLE, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(
      '</head>',
      () =>
        `  ${[headTags(page), fontPreload(template), preloads, CONSENT_FLAG_HEAD].filter(Boolean).join('\n    ')}\n  </head>`,
    )
    .replace(ROOT, () => `<div id="root">${body}</div>`)
    .replace('</body>', () => `  <script>${DEFERRED_SCRIPTS_LOADER}</script>\n  </body>`);
};

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

/** Brotli and gzip copies of a file, which the server sends to browsers that accept them. */
const writeCompressed = async (file: string, content: Buffer | string) => {
  await writeFile(
    `${file}.br`,
    brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
};

/** Compressed copies of each text file but the prerendered pages, whose copies carry the address. */
const compressAssets = async (dir: string) => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (file.startsWith(path.join(dir, 'prerendered'))) continue;
    await writeCompressed(file, await readFile(file));
  }
};

/**
 * Sign-in is the one prerendered page of the signed-in app, and its route is its own chunk: the
 * browser loads that chunk before hydrating, so the page says so up front and the chunk downloads
 * alongside the main bundle instead of after it.
 */
const SIGN_IN_CHUNKS = ['features/auth/auth-page.tsx'];
/** The entry the public site's pages load instead of the signed-in app (decision 053). */
const PUBLIC_ENTRY = 'public-main.tsx';
const APP_MANIFEST = '.vite/manifest.json';
const PUBLIC_MANIFEST = '.vite/public-manifest.json';
/** Issue 14: the landing page's script, gzip-compressed, stays within this (decision 053). */
const LANDING_SCRIPT_BUDGET_BYTES = 100_000;
const APP_SCRIPT = /<script type="module" crossorigin src="\/[^"]+"><\/script>/;
const APP_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files a source module's chunk needs, itself first, from Vite's build manifest. */
const chunkFiles = (manifest: Manifest, key: string, seen = new Set<string>()): string[] => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest.`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, seen))];
};

const preloadLinks = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`).join('\n    ');

/**
 * The page's scripts: the public site's entry and every chunk it imports for its own pages, the
 * signed-in app's entry and the sign-in chunk for sign-in.
 */
const withScripts = (
  manifests: Record<'app' | 'public', Manifest>,
  template: string,
  page: PublicPage,
) => {
  if (!APP_SCRIPT.test(template)) throw new Error('index.html has no module script.');
  if (!isPublicSitePage(page.path)) {
    const seen = new Set<string>();
    const files = SIGN_IN_CHUNKS.flatMap((key) => chunkFiles(manifests.app, key, seen)).filter(
      (file) => !template.includes(`/${file}"`),
    );
    return { template, preloads: preloadLinks(files) };
  }
  const [entry, ...imports] = chunkFiles(manifests.public, PUBLIC_ENTRY);
  return {
    template: template
      .replace(APP_PRELOAD, '')
      .replace(APP_SCRIPT, () => `<script type="module" crossorigin src="/${entry}"></script>`),
    preloads: preloadLinks(imports),
  };
};

/** Fails the build when the script a landing page loads outgrows its budget. */
const checkLandingBudget = async (dir: string, manifest: Manifest) => {
  const files = chunkFiles(manifest, PUBLIC_ENTRY);
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(await readFile(path.join(dir, file)), { level: 9 }).length;
  const figure = `${(bytes / 1000).toFixed(1)} kB gzip in ${files.length} files`;
  if (bytes > LANDING_SCRIPT_BUDGET_BYTES) {
    throw new Error(
      `The landing page loads ${figure}, over its budget of ${LANDING_SCRIPT_BUDGET_BYTES / 1000} kB (decision 053).`,
    );
  }
  return figure;
};

/** The paths the router knows, without the anchors and queries some links add to them. */
const appPaths = () =>
  Object.values(ROUTES)
    .map((route) => (typeof route === 'string' ? route : route.pattern))
    .filter((route) => !/[#?]/.test(route));

// The server's own rule for its address, so that a build and a start with the same settings agree.
const { publicUrl } = loadConfig();
const outDir = path.resolve(argument('--outDir') ?? process.env.WEB_DIR ?? 'dist/web');
// Inside the project, so the bundle's imports resolve from node_modules.
const ssrDir = path.resolve(`node_modules/.cache/classperk-prerender-${process.pid}`);

await build({ build: { outDir, emptyOutDir: true, manifest: APP_MANIFEST } });
// A build of its own, so that it shares no chunk with the signed-in app: a shared chunk would
// carry the whole data router and everything else both use (decision 053).
await build({
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: PUBLIC_MANIFEST,
    rolldownOptions: { input: path.resolve('src/web', PUBLIC_ENTRY) },
  },
});
try {
  await build({
    logLevel: 'warn',
    build: {
      ssr: path.resolve('src/web/entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      // Prerendering renders the public pages both ways, so their lazy import is static here; it
      // splits the browser builds, which is where it matters.
      rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
    },
  });

  const entry = (await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  )) as ServerEntry;
  const readManifest = async (name: string) =>
    JSON.parse(await readFile(path.join(outDir, name), 'utf8')) as Manifest;
  const manifests = {
    app: await readManifest(APP_MANIFEST),
    public: await readManifest(PUBLIC_MANIFEST),
  };
  await rm(path.join(outDir, '.vite'), { recursive: true, force: true });
  const landingScript = await checkLandingBudget(outDir, manifests.public);
  const template = await inlineStylesheet(
    await readFile(path.join(outDir, 'index.html'), 'utf8'),
    outDir,
  );
  for (const page of PUBLIC_PAGES) {
    const file = path.join(outDir, prerenderedFile(page.path));
    const body = await entry.renderPath(page.path);
    const scripts = withScripts(manifests, template, page);
    const html = deferScripts(pageDocument(scripts.template, page, body, scripts.preloads));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    await writeCompressed(file, html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
  }
  await writeFile(path.join(outDir, PRERENDERED_ADDRESS_FILE), publicUrl);
  await writeFile(path.join(outDir, APP_PATHS_FILE), JSON.stringify(appPaths()));
  await compressAssets(outDir);
  console.log(
    `Prerendered ${PUBLIC_PAGES.length} public pages into ${outDir}/prerendered, compressed for ${publicUrl}; the landing page loads ${landingScript} of script.`,
  );
} finally {
  await rm(ssrDir, { recursive: true, force: true });
}
