import academicVerbs from '@content/vocabulary/academic-verbs.json';
import educationAndWork from '@content/vocabulary/education-and-work.json';
import linkingAndArgument from '@content/vocabulary/linking-and-argument.json';
import researchAndData from '@content/vocabulary/research-and-data.json';
import societyAndEnvironment from '@content/vocabulary/society-and-environment.json';
import { VocabularyListSchema, type VocabularyList } from '@shared/content';

/**
 * The word lists of content/vocabulary, bundled into the function (a few hundred words, some
 * 50 kB: read from memory, no table round trip) and parsed by their schema at load. content:check fails when a
 * list file is missing here, so a new list cannot be silently left out.
 */
export const vocabularyLists: readonly VocabularyList[] = [academicVerbs, researchAndData, societyAndEnvironment, linkingAndArgument, educationAndWork].map((list) => VocabularyListSchema.parse(list));
