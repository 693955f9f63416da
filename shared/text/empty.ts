/**
 * The empty-value rule of platform.md §5: undefined, null, an empty plain
 * object or array, or a blank string. 0, false and a Date are values.
 * Example: isEmptyValue('  ') === true, isEmptyValue(0) === false.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') {
    const prototype: unknown = Object.getPrototypeOf(value);
    return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0;
  }
  return false;
}
