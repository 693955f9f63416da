export { readLanding } from './read-landing';
export { homeFigures, readHomeContent, serveBlock } from './home';
export { listResources, readLandingPage, resourcePdfKey, resourcePdfs, syncLanding, type LandingPageView, type LandingSummary, type LandingSyncReport, type ResourceView } from './pages';
