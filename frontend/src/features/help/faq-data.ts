import faqJson from '@content/faq.json';
import { FaqSchema, type Faq } from '@shared/content';

/** content/faq.json, parsed once when the FAQ page loads (content:check has checked it). */
export const faq: Faq = FaqSchema.parse(faqJson);
