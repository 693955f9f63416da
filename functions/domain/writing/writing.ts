export { analyseWriting, isWritingType, writingTypes } from './analyse';
export { warmUpGrammar } from './grammar';
export { getWritingAnalysis, listWritings, runWritingJob, saveWriting, startWritingAnalysis, writingCreditTexts, type WritingJobMessage } from './jobs';
export { detectTemplates } from './templates';
