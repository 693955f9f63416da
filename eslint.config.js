import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries of DESIGN.md §3 and CONVENTIONS.md 13, enforced per folder. */
const awsAndData = [
  { group: ['@aws-sdk/*', 'aws-sdk', 'electrodb', '@aws-lambda-powertools/*', '@middy/*', 'aws-cdk-lib', 'aws-cdk-lib/*'], message: 'shared/ is isomorphic: no AWS SDK, ElectroDB or Lambda tooling.' },
];
const react = [{ group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom', '@aws-amplify/*'], message: 'shared/ holds no React.' }];
const functionsCode = [{ group: ['@functions/*', '**/functions/**'], message: 'Nothing outside the back end imports functions/.' }];
const frontendCode = [{ group: ['@frontend/*', '**/frontend/**'], message: 'Nothing outside the front end imports frontend/.' }];
const localCode = [{ group: ['@local/*', '**/local/**'], message: 'Deployed code never imports the local platform.' }];

/**
 * The layers of the code as resolved files (an alias and a relative path are the same import):
 * a front-end feature imports no other feature, except the answering feature, which practice and
 * mock tests are built on, through its public index; components/ is UI that knows neither the app
 * nor a feature; HTTP handlers and workers reach data through functions/domain.
 */
const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const features = readdirSync(here('./frontend/src/features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const sharedFeature = 'answering';
const layerZones = [
  ...features.map((feature) => ({
    target: `./frontend/src/features/${feature}`,
    from: './frontend/src/features',
    except: feature === sharedFeature ? [`./${feature}`] : [`./${feature}`, `./${sharedFeature}/index.ts`],
    message: `Features do not import each other (only ${sharedFeature}, through its index): move what both need to components/ or app/, or compose in app/.`,
  })),
  {
    target: './frontend/src/components',
    from: ['./frontend/src/app', './frontend/src/features'],
    message: 'components/ holds shared UI: it imports neither app/ (session, data) nor a feature; pass what it needs as props.',
  },
  {
    target: ['./functions/http', './functions/workers', './functions/jobs'],
    from: './functions/data',
    message: 'Handlers, workers and scheduled jobs stay thin: they call functions/domain, which alone uses functions/data.',
  },
];

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'cdk.out/', 'coverage/', '.data/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The rules read the files they follow; without these they would skip every .ts file.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], tsconfig: { configFile: here('./tsconfig.json') } })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Lazy route imports count: a page that imports the route table closes a cycle through it.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    // A test of a thin entry point (a scheduled job) sets its data up and checks it directly.
    files: ['functions/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...awsAndData, ...react, ...functionsCode, ...frontendCode, ...localCode] }] },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-restricted-imports': ['error', { patterns: [...functionsCode, ...localCode, awsAndData[0]] }] },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...frontendCode, ...localCode, ...react] }] },
  },
);
