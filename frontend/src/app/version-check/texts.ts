// The version check's texts: the title is the spec's (§4), the rest ours.
export const VERSION_TEXTS = {
  title: 'New features available',
  body: 'A new version of PTE Practice is ready. Update to load it; it takes a second.',
  update: 'Update',
} as const;
