/*
 * The paged lists' own title and description, used by their first page and their page-number
 * routes alike when the CMS's SEO terms have none for the list (listMetadata).
 */

export const ARTICLES_META = {
  title: 'UPSC Mains Questions with Model Answers',
  description: 'Mains-style questions across the GS papers with structured model answers written by our faculty.',
};

export const BLOGS_META = {
  title: 'UPSC Blog: Strategy, Toppers’ Tips and Booklists',
  description:
    'Preparation strategy for the UPSC Civil Services Examination from our faculty and toppers: plans, booklists and answer-writing tips.',
};

export const DAILY_META = {
  title: 'UPSC Daily Current Affairs',
  description:
    'Daily current affairs for the UPSC Civil Services Examination: the news explained with background, Prelims pointers and the Mains angle.',
};

export const MCQ_META = {
  title: 'Daily UPSC MCQs with Explanations',
  description: 'Practise UPSC Prelims-style multiple-choice questions with an explanation for every answer.',
};
