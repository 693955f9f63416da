export { readLanding } from './read-landing';
export { listResources, readLandingPage, resourcePdfKey, resourcePdfs, syncLanding, type LandingPageView, type LandingSummary, type LandingSyncReport, type ResourceView } from './pages';
