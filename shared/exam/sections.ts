/** The four sections of the exam, in the order of the spec's type table (practice.md §2). */
export const sections = ['Reading', 'Listening', 'Speaking', 'Writing'] as const;

export type Section = (typeof sections)[number];

/** Exam variants (practice.md §1); ALL is the aggregate of every type. */
export const variants = ['Academic', 'Core'] as const;

export type Variant = (typeof variants)[number];

export type VariantSelection = Variant | 'ALL';
