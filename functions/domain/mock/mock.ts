export { catalogueOf, createRandomMock, creditsOf, listMocks, overview, seedCatalogue, summaryOf, type CatalogueReport } from './catalogue';
export { now, useClock } from './clock';
export { fetchPublicResult, fetchResult, saveResult, submit } from './results';
export { abandon, createRecordingUpload, endSection, loadSession, positionView, recognisePart, saveAnswer, startFreeMock, startMock } from './sessions';
export { scorecardKey, takeScorecardScreenshot } from './scorecard';
