export { analyseWriting, isWritingType, writingTypes } from './analyse';
export { warmUpGrammar } from './grammar';
export { getWritingAnalysis, listWritings, runWritingJob, saveWriting, startWritingAnalysis, writingCreditTexts } from './jobs';
export { detectTemplates } from './templates';
