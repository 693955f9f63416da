import js from '@eslint/js';
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
