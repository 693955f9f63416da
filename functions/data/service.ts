import { Service } from 'electrodb';
import { AnalysisJob } from './entities/analysis-job';
import { AppSettings } from './entities/app-settings';
import { ContentState } from './entities/content-state';
import { EmailOwner } from './entities/email-owner';
import { EmailToken } from './entities/email-token';
import { MailListEntry } from './entities/mail-list-entry';
import { MockSession } from './entities/mock-session';
import { MockTest } from './entities/mock-test';
import { PracticeAttempt } from './entities/practice-attempt';
import { Question } from './entities/question';
import { QuestionProgress } from './entities/question-progress';
import { QuestionReport } from './entities/question-report';
import { RateLimit } from './entities/rate-limit';
import { User } from './entities/user';
import { UserWriting } from './entities/user-writing';
import { VisitorCredits } from './entities/visitor-credits';
import { tableConfig } from './table';

/** Every entity of the one table in one Service, for queries across entities (collections). */
export const db = new Service(
  {
    analysisJob: AnalysisJob,
    appSettings: AppSettings,
    contentState: ContentState,
    emailOwner: EmailOwner,
    emailToken: EmailToken,
    mailListEntry: MailListEntry,
    mockSession: MockSession,
    mockTest: MockTest,
    practiceAttempt: PracticeAttempt,
    question: Question,
    questionProgress: QuestionProgress,
    questionReport: QuestionReport,
    rateLimit: RateLimit,
    user: User,
    userWriting: UserWriting,
    visitorCredits: VisitorCredits,
  },
  tableConfig,
);
