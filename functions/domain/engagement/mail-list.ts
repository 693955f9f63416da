import { addMailListEntry, recordAddedToCart } from '@functions/data';

/** Puts an address on the mailing list; `added` is false when it was already there. */
export async function saveToMailList(email: string, userId?: string): Promise<{ added: boolean }> {
  return { added: await addMailListEntry({ email, ...(userId ? { userId } : {}) }) };
}

/** Notes on the address's mailing-list entry the package put in a cart, for a reminder mail; `recorded` is false when the address is not on the list. */
export async function didAddToCart(email: string, packageId: string): Promise<{ recorded: boolean }> {
  return { recorded: await recordAddedToCart(email, packageId, Date.now()) };
}
