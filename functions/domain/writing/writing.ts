export { analyseWriting, isWritingType, warmUpWriting, writingTypes } from './analyse';
export { getWritingAnalysis, listWritings, runWritingJob, saveWriting, startWritingAnalysis } from './jobs';
export { detectTemplates } from './templates';
