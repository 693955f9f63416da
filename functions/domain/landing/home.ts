import faqJson from '@content/faq.json';
import homeJson from '@content/home.json';
import type { ServedHomeBlock } from '@shared/api';
import { FaqSchema, fillHomeFigures, figureNameOf, HomeContentSchema, type HomeBlock, type HomeFigures } from '@shared/content';
import { formatPrice, packages } from '@shared/pricing';
import { Engagement } from '@functions/domain/engagement';
import { Settings } from '@functions/domain/settings';

/** Checked by content:check and shipped with the code, so parsed once. */
const home = HomeContentSchema.parse(homeJson);
const questions = new Map(FaqSchema.parse(faqJson).entries.map((entry) => [entry.id, entry.question]));

/** The counts the home texts claim, from the bank, the mock catalogue, the blog, the FAQ and the ratings. */
export async function homeFigures(): Promise<HomeFigures> {
  const [library, rating] = await Promise.all([Settings.libraryFigures(), Engagement.averageRating()]);
  return { questions: library.questions, mockTests: library.mockTests, articles: library.blogArticles, faqAnswers: library.faqAnswers, reviews: rating.ratingCount, rating: rating.averageRating ?? 0 };
}

/** Every string of a value with its {{figures}} filled in. */
function filled<T>(value: T, figures: HomeFigures): T {
  if (typeof value === 'string') return fillHomeFigures(value, figures) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, figures)) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, figures)])) as T;
  return value;
}

/** One block as the page shows it: figures counted, FAQ ids as their questions, package ids as names and prices. */
export function serveBlock(block: HomeBlock, figures: HomeFigures): ServedHomeBlock {
  switch (block.type) {
    case 'figures':
      return {
        ...block,
        items: block.items.flatMap(({ value, label }) => {
          const figure = figureNameOf(value);
          // A figure that counts nothing yet (no reviews, no rating) is not claimed at all.
          return figure && figures[figure] > 0 ? [{ figure, value: figures[figure], label: filled(label, figures) }] : [];
        }),
      };
    case 'faq':
      return filled({ ...block, entries: block.entries.map((id) => ({ id, question: questions.get(id) ?? id })) }, figures);
    case 'buy':
      return filled(
        {
          ...block,
          packages: block.packages.map((id) => {
            const { name, summary, label, basePrice } = packages[id];
            return { id, name, summary, ...(label ? { label } : {}), price: formatPrice(basePrice, 'AUD') };
          }),
        },
        figures,
      );
    default:
      return filled(block, figures);
  }
}

/** The home page's blocks in order (landing/getHomeContent). */
export async function readHomeContent(): Promise<{ blocks: ServedHomeBlock[] }> {
  const figures = await homeFigures();
  return { blocks: home.blocks.map((block) => serveBlock(block, figures)) };
}
