export { listPosts, readBlog, readPost, syncBlog, type BlogPostView, type BlogSyncReport } from './posts';
export { feedbackOf, feedbackTexts, giveFeedback, voterIdOf, voterOf, type Voter } from './feedback';
