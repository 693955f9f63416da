import { currencies, type Currency } from '@shared/pricing';

/** Browser storage of the currency picked on the pricing page. */
export const CURRENCY_STORAGE_KEY = 'pte.currency';

const isCurrency = (value: string | null): value is Currency => value !== null && (currencies as readonly string[]).includes(value);

/** The currency this browser picked, if any: without one the server prices in the visitor's country's. */
export function readStoredCurrency(): Currency | undefined {
  try {
    const stored = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function storeCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Blocked storage: the choice lasts for this page.
  }
}
