import { addMailListEntry } from '@functions/data';

/** Puts an address on the mailing list; `added` is false when it was already there. */
export async function saveToMailList(email: string, userId?: string): Promise<{ added: boolean }> {
  return { added: await addMailListEntry({ email, ...(userId ? { userId } : {}) }) };
}
