/**
 * Local prices (spec/platform.md §9): base prices are Australian dollars; each visitor sees them
 * converted to the currency of their country at the spec's fixed rates and rounded. Amounts are
 * integer minor units (cents) everywhere: every currency here has two decimals in Stripe.
 */
export const currencies = ['AUD', 'EUR', 'USD', 'GBP', 'CAD', 'HKD', 'SGD', 'NZD', 'AED', 'SAR', 'CNY', 'INR', 'PHP', 'MYR', 'THB', 'NPR', 'BDT', 'ZAR', 'NGN'] as const;
export type Currency = (typeof currencies)[number];

/** What one Australian dollar is in each currency (spec §9). */
export const ratesFromAud: Record<Currency, number> = {
  AUD: 1,
  EUR: 0.6,
  USD: 0.65,
  GBP: 0.5,
  CAD: 0.9,
  HKD: 5,
  SGD: 0.9,
  NZD: 1,
  AED: 2.5,
  SAR: 2.5,
  CNY: 4.6,
  INR: 54,
  PHP: 35,
  MYR: 2.8,
  THB: 21,
  NPR: 85,
  BDT: 70,
  ZAR: 12,
  NGN: 1000,
};

/** Currencies whose converted prices are rounded to tens of units (spec §9); the others keep their cents. */
const tensCurrencies: ReadonlySet<Currency> = new Set(['AED', 'SAR', 'INR', 'PHP', 'MYR', 'THB', 'NPR', 'BDT', 'ZAR', 'NGN']);

/** The visitor's currency when their country has none of its own here (spec §9). */
export const defaultCurrency: Currency = 'USD';

/** The 20 countries of the euro (Belgium and 19 others, spec §9), by ISO 3166 code. */
const euroCountries = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];

const countryCurrencies: Readonly<Record<string, Currency>> = {
  ...Object.fromEntries(euroCountries.map((country) => [country, 'EUR' as const])),
  AU: 'AUD',
  US: 'USD',
  GB: 'GBP',
  CA: 'CAD',
  HK: 'HKD',
  SG: 'SGD',
  NZ: 'NZD',
  AE: 'AED',
  SA: 'SAR',
  CN: 'CNY',
  IN: 'INR',
  PH: 'PHP',
  MY: 'MYR',
  TH: 'THB',
  NP: 'NPR',
  BD: 'BDT',
  ZA: 'ZAR',
  NG: 'NGN',
};

/** The currency of a country (ISO 3166 alpha-2, any case), USD for the rest. Example: currencyOfCountry('be') === 'EUR'. */
export function currencyOfCountry(country: string | undefined): Currency {
  return countryCurrencies[(country ?? '').toUpperCase()] ?? defaultCurrency;
}

/**
 * An amount in Australian cents as the visitor pays it, in minor units: converted at the spec's
 * rate, then rounded to tens of units for the currencies the spec rounds so (INR among them) and
 * to the cent for the others. Examples: localAmount(14_900, 'USD') === 9_685 (US$96.85);
 * localAmount(14_900, 'INR') === 805_000 (₹8,046 → ₹8,050).
 */
export function localAmount(audCents: number, currency: Currency): number {
  const minorUnits = audCents * ratesFromAud[currency];
  return tensCurrencies.has(currency) ? Math.max(1_000, Math.round(minorUnits / 1_000) * 1_000) : Math.round(minorUnits);
}

/** An amount in minor units for people, cents only when there are some: formatPrice(9_685, 'USD') === 'USD 96.85', formatPrice(805_000, 'INR') === 'INR 8,050'. */
export function formatPrice(minorUnits: number, currency: Currency): string {
  return new Intl.NumberFormat('en-AU', { style: 'currency', currency, currencyDisplay: 'code', minimumFractionDigits: minorUnits % 100 === 0 ? 0 : 2 }).format(minorUnits / 100).replace(/\u00a0/g, ' ');
}
