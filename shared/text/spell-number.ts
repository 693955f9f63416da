const units = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** The largest number speaking normalisation spells out (practice.md §5: "numbers up to 99"). */
export const largestSpeltNumber = 99;

/**
 * A whole number from 0 to 99 in words, space-separated because normalisation
 * strips the hyphen: spellNumber(21) === 'twenty one'. Throws outside 0-99.
 */
export function spellNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > largestSpeltNumber) {
    throw new RangeError(`spellNumber takes a whole number from 0 to ${largestSpeltNumber}, got ${value}`);
  }
  if (value < 20) return units[value] as string;
  const unit = value % 10;
  const ten = tens[Math.floor(value / 10)] as string;
  return unit === 0 ? ten : `${ten} ${units[unit] as string}`;
}
