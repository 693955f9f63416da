export { listResources, readLanding, readLandingPage, resourcePdfKey, resourcePdfs, syncLanding, type LandingPageView, type LandingSummary, type LandingSyncReport, type ResourceView } from './pages';
