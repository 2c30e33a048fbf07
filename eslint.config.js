import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * Which web features may import which other features (decision 024). Everything else flows one
 * way: app imports features, features import components and lib, and nothing imports app.
 */
const FEATURE_IMPORTS = {
  account: ['auth', 'consent'],
  admin: ['attendance', 'live-sessions', 'onboarding', 'schedule'],
  'admin-accounts': ['auth'],
  'admin-messages': ['messages'],
  analytics: ['auth'],
  attendance: ['children'],
  dashboard: ['auth'],
  'employer-report': ['analytics', 'auth'],
  'employer-shell': ['auth', 'shell'],
  lessons: ['auth'],
  'live-sessions': ['auth'],
  messages: ['auth'],
  onboarding: ['admin', 'auth'],
  'parent-area': ['attendance', 'auth', 'calendar', 'children', 'student-area'],
  'public-site': ['consent'],
  resources: ['auth'],
  schedule: ['live-sessions'],
  'session-page': ['attendance', 'lesson-reports'],
  shell: ['auth', 'messages', 'search', 'students'],
  'student-area': ['attendance', 'auth', 'calendar', 'children', 'lesson-reports'],
  'student-shell': ['auth', 'messages'],
};

const WEB = 'src/web';
const features = readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const webZones = [
  {
    target: [`./${WEB}/components`, `./${WEB}/lib`],
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message:
      'Components and lib are shared by every feature, so they import no feature or app code.',
  },
  {
    target: `./${WEB}/features`,
    from: `./${WEB}/app`,
    message: 'Features never import app; move what they share to lib or components.',
  },
  ...features.map((feature) => ({
    target: `./${WEB}/features/${feature}`,
    from: `./${WEB}/features`,
    except: [feature, ...(FEATURE_IMPORTS[feature] ?? [])].map((allowed) => `./${allowed}`),
    message: `Feature "${feature}" may import only the features FEATURE_IMPORTS in eslint.config.js lists for it.`,
  })),
];

/**
 * Which server features may import which others: today's graph (43 edges), so that a new edge is
 * a choice made here rather than an accident (issue 27 §2). What every feature needs (sessions,
 * the audit trail, the security log) lives outside feature folders, in identity/ and records/.
 */
const SERVER_FEATURE_IMPORTS = {
  account: ['auth'],
  admin: [
    'audit',
    'auth',
    'employer-report',
    'lessons',
    'live-sessions',
    'onboarding',
    'reminders',
    'security-events',
  ],
  attendance: ['employer-report', 'family'],
  auth: ['erasure', 'mfa'],
  'data-export': ['erasure'],
  'employer-report': ['auth', 'onboarding'],
  erasure: ['auth', 'files', 'onboarding'],
  family: ['auth', 'lessons', 'resources'],
  files: ['housekeeping'],
  housekeeping: ['auth', 'erasure', 'files', 'mfa'],
  insights: ['lessons', 'live-sessions'],
  'lesson-reports': ['attendance', 'family'],
  lessons: ['auth'],
  'live-sessions': ['auth'],
  messaging: ['email-lists'],
  mfa: ['auth'],
  reminders: ['email-lists', 'family'],
  resources: ['auth', 'files'],
  search: ['students'],
  students: ['auth'],
  'weekly-digest': ['attendance', 'email-lists'],
};

const SERVER = 'src/server';
const serverFeatures = readdirSync(`${SERVER}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverZones = [
  {
    // The composition roots (app.ts, services.ts, job-registry.ts, main.ts, worker.ts) sit
    // beside these folders and may import features; the folders themselves serve every feature.
    target: ['db', 'http', 'email', 'jobs', 'identity', 'records', 'pdf'].map(
      (dir) => `./${SERVER}/${dir}`,
    ),
    from: `./${SERVER}/features`,
    message: 'Infrastructure serves every feature, so it imports none: pass what it needs in.',
  },
  ...serverFeatures.map((feature) => ({
    target: `./${SERVER}/features/${feature}`,
    from: `./${SERVER}/features`,
    except: [feature, ...(SERVER_FEATURE_IMPORTS[feature] ?? [])].map((allowed) => `./${allowed}`),
    message: `Server feature "${feature}" may import only the features SERVER_FEATURE_IMPORTS in eslint.config.js lists for it.`,
  })),
];

const webServerImports = [
  { group: ['**/server/**', '**/server'], message: 'The web app never imports server code.' },
];

/** Every form goes through useSchemaForm, which owns the resolver and the failure handling. */
const webFormImports = [
  {
    name: '@hookform/resolvers/zod',
    message: 'Use useSchemaForm from components/form/use-schema-form.ts (decision 103).',
  },
  {
    name: 'react-hook-form',
    importNames: ['useForm'],
    message: 'Use useSchemaForm from components/form/use-schema-form.ts (decision 103).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'drizzle/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.web.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.web.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify hooks and handlers are async by convention even when they do not await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'no-restricted-imports': ['error', { paths: webFormImports, patterns: webServerImports }],
    },
  },
  {
    // The one place a form meets its resolver (decision 103).
    files: ['src/web/components/form/use-schema-form.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: webServerImports }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: serverZones },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**', '**/web'], message: 'The server never imports web code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'Shared code imports neither side.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', 'tests/e2e/**'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
