/**
 * Raw item shapes of the demo content, exactly as the content API serves them
 * (see docs/content-contract.md). Field names keep the API's spelling (`ID`, `learnit`,
 * `testimonials`, ...). Picture and file fields hold site-relative paths
 * ('/demo/...'); the embedded server turns them into absolute addresses.
 */

/** On/off value that the API sends either as a number or as a numeric string. */
export type Flag = number | string;

export type WebDetails = {
  ID: number;
  header1: string;
  title1: string;
  header2: string;
  title2: string;
  subtitle2: string;
  webnotification: Flag;
  adminemail: string;
  callnumber: string;
  facebook: string;
  instagram: string;
  twitter: string;
  youtube: string;
  logo: string;
  logos: string;
  footerstamp: string;
  footercontent: string;
  androidapp: string;
  iosapp: string;
  getacall_display: Flag;
  needupsc_display: Flag;
  tawk_display: Flag;
  noticeboard: string;
  imagelink: string;
  himage: string;
  studentlogin: string;
  tawkurl: string;
};

export type NewsHeadline = { ID: number; headline: string; linkurl?: string; icon?: string };

export type NavDropdownEntry = { title: string; linkurl: string };

export type NavItem = {
  ID: number;
  title: string;
  linkurl: string;
  icon?: string;
  isdropdown: string;
  thisid: number | string;
  dropdown: NavDropdownEntry[];
};

export type FooterLink = { ID: number; title: string; linkurl: string };

export type SeoTerm = {
  ID: number;
  page: string;
  metatitle: string;
  metadescription: string;
  keywords: string;
};

export type HeroSlide = { ID: number; title: string; pic: string; mobilepic?: string; linkurl?: string };

export type IndexPageContent = {
  ID: number;
  showcourseindex: Flag;
  showaboutindex: Flag;
  hide1: Flag;
  hide2: Flag;
  hide3: Flag;
  hide4: Flag;
  bgcolor1: Flag;
  bgcolor2: Flag;
  bgcolor3: Flag;
  bgcolor4: Flag;
  content1: string;
  content2: string;
  content3: string;
  content4: string;
  metatitle: string;
  metadescription: string;
};

export type AboutHome = { ID: number; title: string; content: string; pic: string; testimonialdescription: string };

export type Testimonial = { ID: number; name: string; pic?: string; testimonials: string };

export type Branch = {
  ID: number;
  branchname: string;
  displayname: string;
  branchurl: string;
  contact?: string;
  address?: string;
  branchemail?: string;
  pic?: string;
};

export type Batch = {
  ID: number;
  branchid: number;
  batchname: string;
  startdate: string;
  timing?: string;
  mode: 'Offline' | 'Online';
};

export type CoursePackage = { ID: number; packagename: string; fee: number; batches: Batch[] };

export type CourseType = 'course' | 'testseries';

export type CourseCategory =
  | 'CSAT'
  | '2 Years G.S Course'
  | 'Mains Mastery Course 2025'
  | '1 Year G.S Course'
  | 'Optional Subject Course'
  | 'G.S Module Course'
  | 'Test Series';

/** A course as stored; the server adds `branchNames` and `totalBatch`. */
export type Course = {
  ID: number;
  courseurl: string;
  coursename: string;
  coursetype: CourseType;
  category: CourseCategory;
  branchids: number[];
  pic?: string;
  duration: string;
  brochure1?: string;
  details: string;
  syllabus: string;
  learnit: string;
  testschedule: string;
  features: string;
  metatitle: string;
  metadescription: string;
  keywords: string;
  facultyids: number[];
  packages: CoursePackage[];
};

export type DailyArticle = {
  ID: number;
  articleurl: string;
  title: string;
  shortdescription: string;
  pic: string;
  content: string;
  date: string;
  metatitle: string;
  metadescription: string;
  keywords: string;
};

export type Article = {
  ID: number;
  articleurl: string;
  question: string;
  answer: string;
  date: string;
  metatitle: string;
  metadescription: string;
  keywords: string;
};

export type Blog = {
  ID: number;
  blogurl: string;
  title: string;
  shortdescription: string;
  pic: string;
  content: string;
  date: string;
  metatitle: string;
  metadescription: string;
  keywords: string;
};

export type Digest = { ID: number; title: string; month: string; pic: string; fileurl: string; date: string };

export type Mcq = {
  ID: number;
  question: string;
  option1: string;
  option2: string;
  option3: string;
  option4: string;
  correctoption: 1 | 2 | 3 | 4;
  explanation: string;
  date: string;
};

export type VideoCategory = { ID: number; categoryname: string };

export type Video = { ID: number; title: string; categoryid: number; videourl: string; thumbnail: string; date: string };

export type Magazine = { ID: number; headline: string; coverpic: string; fileurl: string; date: string };

export type Book = { ID: number; title: string; description: string; pic: string; price: number; buyurl?: string };

export type Essay = { ID: number; title: string; content: string; date: string };

export type Exploration = {
  ID: number;
  exploreurl: string;
  title: string;
  shortdescription: string;
  pic: string;
  content: string;
  date: string;
  metatitle: string;
  metadescription: string;
  keywords: string;
};

export type InterviewContent = { ID: number; title: string; content: string; pic?: string };

export type Person = { ID: number; name: string; designation: string; pic: string; description: string };

export type Faq = { ID: number; question: string; answer: string };

export type AboutPage = {
  ID: number;
  abouturl: string;
  title: string;
  content: string;
  pic: string;
  metatitle: string;
  metadescription: string;
};

export type UpscPage = { ID: number; pageurl: string; title: string; content: string; metatitle: string; metadescription: string };

/** Everything the embedded API seeds on first start, one key per collection. */
export type DemoContent = {
  webdetails: WebDetails[];
  newsheadline: NewsHeadline[];
  topnavbar: NavItem[];
  leftfooterbar: FooterLink[];
  rightfooterbar: FooterLink[];
  seoterms: SeoTerm[];
  headerbar: HeroSlide[];
  indexpagecontent: IndexPageContent[];
  abouthome: AboutHome[];
  testimonials: Testimonial[];
  branches: Branch[];
  courses: Course[];
  dailyArticles: DailyArticle[];
  articles: Article[];
  blogs: Blog[];
  digests: Digest[];
  mcqs: Mcq[];
  videocategories: VideoCategory[];
  videos: Video[];
  magazines: Magazine[];
  weeklymagazines: Magazine[];
  appscmagazines: Magazine[];
  books: Book[];
  essays: Essay[];
  explorations: Exploration[];
  interviewcontent: InterviewContent[];
  interviewpanel: Person[];
  faculty: Person[];
  faq: Faq[];
  aboutpages: AboutPage[];
  upscpages: UpscPage[];
};
