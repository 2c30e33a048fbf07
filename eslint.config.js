import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';

/**
 * Which web features may import which other features (decision 024): 27 edges, down from 41 once
 * the session hooks moved to lib/session, the ownership rule to the shared policies and app/
 * composed the admin page's onboarding parts (decision 104). Everything else flows one way: app
 * imports features, features import components and lib, and nothing imports app.
 */
const FEATURE_IMPORTS = {
  account: ['auth', 'consent'],
  admin: ['attendance', 'company-domains', 'live-sessions', 'schedule'],
  'admin-messages': ['messages'],
  attendance: ['children'],
  'class-choice': ['children'],
  'class-series': ['admin'],
  classroom: ['concerns'],
  'employer-report': ['analytics'],
  'employer-shell': ['shell'],
  onboarding: ['auth'],
  'parent-area': ['attendance', 'calendar', 'children', 'family-area'],
  'public-site': ['consent'],
  schedule: ['live-sessions'],
  'session-page': ['attendance', 'concerns', 'lesson-reports'],
  messages: ['concerns'],
  shell: ['concerns', 'messages', 'search', 'students'],
  'student-area': ['attendance', 'calendar', 'concerns', 'family-area', 'lesson-reports'],
  'student-shell': ['messages'],
  students: ['concerns'],
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
 * Which server features may import which others: today's graph (33 edges), so that a new edge is
 * a choice made here rather than an accident (issue 27 §2). What every feature needs (sign-in
 * sessions, the audit trail, the security log, which lessons count and how they are answered, who
 * may do what) lives outside feature folders, in identity/, records/, sessions/ and policies/.
 */
const SERVER_FEATURE_IMPORTS = {
  account: ['auth'],
  admin: [
    'audit',
    'auth',
    'employer-report',
    'leavers',
    'lessons',
    'onboarding',
    'reminders',
    'security-events',
  ],
  allocation: ['reminders'],
  attendance: ['employer-report', 'family'],
  auth: ['erasure', 'mfa'],
  'class-series': ['admin', 'reminders'],
  classroom: ['classroom-chat'],
  'data-export': ['erasure'],
  'employer-report': ['auth', 'onboarding'],
  erasure: ['auth', 'files', 'onboarding'],
  family: ['auth', 'lessons', 'resources'],
  files: ['housekeeping'],
  housekeeping: ['auth', 'erasure', 'files', 'mfa'],
  leavers: ['enrolment'],
  messaging: ['email-lists'],
  mfa: ['auth'],
  reminders: ['email-lists', 'family'],
  resources: ['files'],
  scim: ['leavers'],
  search: ['students'],
  sso: ['auth', 'mfa', 'onboarding'],
  'weekly-digest': ['email-lists'],
};

const SERVER = 'src/server';
const serverFeatures = readdirSync(`${SERVER}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverZones = [
  {
    // The composition roots (app.ts, services.ts, job-registry.ts, main.ts, worker.ts) sit
    // beside these folders and may import features; the folders themselves serve every feature.
    target: [
      'db',
      'http',
      'email',
      'jobs',
      'identity',
      'records',
      'sessions',
      'policies',
      'pdf',
      'classes',
      'school-years',
    ].map((dir) => `./${SERVER}/${dir}`),
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

/**
 * Who may do what is decided in the policy modules only (issue 27 §1, decision 102): anywhere else
 * a comparison of a role, a role list's `includes` or a `switch` on a role is an error, so a new
 * rule gets a name in src/shared/policies or src/server/policies instead of another inline copy.
 */
const ROLE_NAME = '/^(role|[a-z]\\w*Role)$/';
const ROLE_MESSAGE =
  'Decide on roles only in src/shared/policies or src/server/policies: call a named policy (decision 102).';
const roleChecks = [
  `BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=${ROLE_NAME}]`,
  `BinaryExpression[operator=/^[!=]==?$/] > Identifier[name=${ROLE_NAME}]`,
  `CallExpression[callee.property.name=/^(includes|has|indexOf)$/] > MemberExpression.arguments[property.name=${ROLE_NAME}]`,
  `CallExpression[callee.property.name=/^(includes|has|indexOf)$/] > Identifier.arguments[name=${ROLE_NAME}]`,
  'CallExpression[callee.property.name=/^(includes|has|indexOf)$/][callee.object.name=/(^r|R)oles$/]',
  'CallExpression[callee.property.name=/^(includes|has|indexOf)$/][callee.object.property.name=/(^r|R)oles$/]',
  `SwitchStatement > MemberExpression.discriminant[property.name=${ROLE_NAME}]`,
  `SwitchStatement > Identifier.discriminant[name=${ROLE_NAME}]`,
].map((selector) => ({ selector, message: ROLE_MESSAGE }));

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
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/policies/**', 'src/server/policies/**', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...roleChecks] },
  },
  {
    files: ['**/*.js', 'tests/e2e/**'],
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
