import { emptyPageLists } from '@academy/shared';
import type { NewCourse } from '../../functions/src/courses/model';
import { derivedId } from '../../functions/src/lib/keys';

/**
 * The demo course catalogue: 26 published courses across the six categories and two drafts, owned by
 * the two demo instructors. Ids are derived from the slugs, so seeding twice creates nothing new.
 */

/** The fixed time part of every demo course and module id. */
const ID_TIME = '2026-01-01T00:00:00.000Z';

export const courseIdFor = (slug: string) => derivedId(ID_TIME, `course:${slug}`);
export const moduleIdFor = (slug: string, n: number) => derivedId(ID_TIME, `module:${slug}:${n}`);

/** A short clip bundled with the web app (frontend/public/media), so lessons play offline. */
export const SAMPLE_VIDEO = '/media/sample-lesson.mp4';

type Course = NewCourse;
type Tool = Course['tools'][number];
type Resource = Course['modules'][number]['resources'][number];
type Owner = 'primary' | 'second';

interface ModuleSeed {
  title: string;
  description: string;
  duration: number;
  resources?: Resource[];
  /** Another address than the sample clip; `false` leaves the module without a video. */
  video?: string | false;
}

interface CourseSeed
  extends Omit<Course, 'id' | 'instructorId' | 'instructor' | 'modules' | 'thumbnail' | 'isPublished'> {
  slug: string;
  owner: Owner;
  isPublished?: boolean;
  /**
   * Its instructor authors the page's sections through the API after the course exists (PUT /api/courses/{id},
   * seed-course-pages.ts), as an instructor of a new course would, and uploads its thumbnail: `demoCourses` creates
   * it without them, `authoredPageOf` gives them.
   */
  authoredThroughApi?: boolean;
  /** Leave every module without a video (the page then says Preview not available). */
  noVideo?: boolean;
  modules: ModuleSeed[];
}

const tool = (name: string, icon: string, category: string): Tool => ({ name, icon, category });

const T = {
  html: tool('HTML5', 'html5', 'Markup'),
  css: tool('CSS3', 'css3', 'Styling'),
  js: tool('JavaScript', 'javascript', 'Language'),
  ts: tool('TypeScript', 'typescript', 'Language'),
  react: tool('React', 'react', 'Frontend'),
  reactNative: tool('React Native', 'react', 'Mobile framework'),
  vite: tool('Vite', 'vite', 'Build tool'),
  vitest: tool('Vitest', 'vitest', 'Testing'),
  tailwind: tool('Tailwind CSS', 'tailwindcss', 'Styling'),
  nextjs: tool('Next.js', 'nextdotjs', 'Framework'),
  node: tool('Node.js', 'nodedotjs', 'Runtime'),
  express: tool('Express', 'express', 'Backend'),
  postgres: tool('PostgreSQL', 'postgresql', 'Database'),
  mongodb: tool('MongoDB', 'mongodb', 'Database'),
  postman: tool('Postman', 'postman', 'API testing'),
  playwright: tool('Playwright', 'playwright', 'Testing'),
  lighthouse: tool('Lighthouse', 'lighthouse', 'Performance'),
  turborepo: tool('Turborepo', 'turborepo', 'Monorepo'),
  vscode: tool('VS Code', 'vscode', 'Editor'),
  devtools: tool('Chrome DevTools', 'googlechrome', 'Debugging'),
  git: tool('Git', 'git', 'Version control'),
  github: tool('GitHub', 'github', 'Collaboration'),
  go: tool('Go', 'go', 'Language'),
  grpc: tool('gRPC', 'grpc', 'RPC'),
  python: tool('Python', 'python', 'Language'),
  pandas: tool('pandas', 'pandas', 'Data analysis'),
  numpy: tool('NumPy', 'numpy', 'Numerical computing'),
  matplotlib: tool('Matplotlib', 'matplotlib', 'Visualisation'),
  jupyter: tool('Jupyter', 'jupyter', 'Notebooks'),
  colab: tool('Google Colab', 'googlecolab', 'Notebooks'),
  dbeaver: tool('DBeaver', 'dbeaver', 'SQL client'),
  metabase: tool('Metabase', 'metabase', 'Business intelligence'),
  excel: tool('Microsoft Excel', 'microsoftexcel', 'Spreadsheets'),
  sheets: tool('Google Sheets', 'googlesheets', 'Spreadsheets'),
  scipy: tool('SciPy', 'scipy', 'Statistics'),
  statsmodels: tool('statsmodels', 'statsmodels', 'Statistics'),
  spark: tool('Apache Spark', 'apachespark', 'Processing'),
  airflow: tool('Apache Airflow', 'apacheairflow', 'Orchestration'),
  dbt: tool('dbt', 'dbt', 'Transformation'),
  kafka: tool('Apache Kafka', 'apachekafka', 'Streaming'),
  flutter: tool('Flutter', 'flutter', 'Mobile framework'),
  dart: tool('Dart', 'dart', 'Language'),
  firebase: tool('Firebase', 'firebase', 'Backend as a service'),
  androidStudio: tool('Android Studio', 'androidstudio', 'IDE'),
  kotlin: tool('Kotlin', 'kotlin', 'Language'),
  compose: tool('Jetpack Compose', 'jetpackcompose', 'UI toolkit'),
  gradle: tool('Gradle', 'gradle', 'Build tool'),
  expo: tool('Expo', 'expo', 'Mobile platform'),
  jest: tool('Jest', 'jest', 'Testing'),
  xcode: tool('Xcode', 'xcode', 'IDE'),
  crashlytics: tool('Firebase Crashlytics', 'firebase', 'Crash reporting'),
  sentry: tool('Sentry', 'sentry', 'Monitoring'),
  fastlane: tool('fastlane', 'fastlane', 'Release automation'),
  ubuntu: tool('Ubuntu', 'ubuntu', 'Operating system'),
  bash: tool('Bash', 'gnubash', 'Shell'),
  docker: tool('Docker', 'docker', 'Containers'),
  kubernetes: tool('Kubernetes', 'kubernetes', 'Orchestration'),
  helm: tool('Helm', 'helm', 'Packaging'),
  prometheus: tool('Prometheus', 'prometheus', 'Monitoring'),
  grafana: tool('Grafana', 'grafana', 'Dashboards'),
  lambda: tool('AWS Lambda', 'awslambda', 'Serverless'),
  dynamodb: tool('Amazon DynamoDB', 'amazondynamodb', 'Database'),
  cloudfront: tool('Amazon CloudFront', 'amazoncloudfront', 'CDN'),
  cdk: tool('AWS CDK', 'aws', 'Infrastructure as code'),
  cloudwatch: tool('Amazon CloudWatch', 'amazoncloudwatch', 'Monitoring'),
  actions: tool('GitHub Actions', 'githubactions', 'CI/CD'),
  terraform: tool('Terraform', 'terraform', 'Infrastructure as code'),
  argocd: tool('Argo CD', 'argo', 'GitOps'),
  chatgpt: tool('ChatGPT', 'openai', 'AI assistant'),
  gemini: tool('Google Gemini', 'googlegemini', 'AI assistant'),
  copilot: tool('Microsoft Copilot', 'microsoftcopilot', 'AI assistant'),
  notion: tool('Notion', 'notion', 'Productivity'),
  sklearn: tool('scikit-learn', 'scikitlearn', 'Machine learning'),
  xgboost: tool('XGBoost', 'xgboost', 'Machine learning'),
  fastapi: tool('FastAPI', 'fastapi', 'API framework'),
  pytorch: tool('PyTorch', 'pytorch', 'Deep learning'),
  huggingface: tool('Hugging Face', 'huggingface', 'Model hub'),
  wandb: tool('Weights & Biases', 'weightsandbiases', 'Experiment tracking'),
  pgvector: tool('pgvector', 'postgresql', 'Vector search'),
  mlflow: tool('MLflow', 'mlflow', 'Model registry'),
  bitwarden: tool('Bitwarden', 'bitwarden', 'Password manager'),
  authenticator: tool('Google Authenticator', 'googleauthenticator', 'Two-factor authentication'),
  virustotal: tool('VirusTotal', 'virustotal', 'Threat intelligence'),
  wireshark: tool('Wireshark', 'wireshark', 'Network analysis'),
  burp: tool('Burp Suite', 'burpsuite', 'Web testing'),
  zap: tool('OWASP ZAP', 'zap', 'Web scanning'),
  semgrep: tool('Semgrep', 'semgrep', 'Static analysis'),
  splunk: tool('Splunk', 'splunk', 'SIEM'),
  wazuh: tool('Wazuh', 'wazuh', 'SIEM'),
  elastic: tool('Elastic Security', 'elastic', 'SIEM'),
  sysmon: tool('Sysmon', 'windows', 'Endpoint logging'),
  kali: tool('Kali Linux', 'kalilinux', 'Operating system'),
  nmap: tool('Nmap', 'nmap', 'Scanning'),
  metasploit: tool('Metasploit', 'metasploit', 'Exploitation'),
  bloodhound: tool('BloodHound', 'bloodhound', 'Active Directory'),
} satisfies Record<string, Tool>;

const doc = (title: string, url: string): Resource => ({ title, url });

const R = {
  mdnLearn: doc(
    'MDN: Learn web development',
    'https://developer.mozilla.org/en-US/docs/Learn_web_development',
  ),
  mdnHtml: doc('MDN: HTML reference', 'https://developer.mozilla.org/en-US/docs/Web/HTML'),
  mdnCss: doc('MDN: CSS reference', 'https://developer.mozilla.org/en-US/docs/Web/CSS'),
  mdnJs: doc('MDN: JavaScript Guide', 'https://developer.mozilla.org/en-US/docs/Web/JavaScript/Guide'),
  ghPages: doc('GitHub Pages documentation', 'https://docs.github.com/en/pages'),
  reactLearn: doc('React: Learn', 'https://react.dev/learn'),
  reactHooks: doc('React: Built-in hooks', 'https://react.dev/reference/react/hooks'),
  tsHandbook: doc('TypeScript Handbook', 'https://www.typescriptlang.org/docs/handbook/intro.html'),
  vite: doc('Vite guide', 'https://vite.dev/guide/'),
  vitest: doc('Vitest guide', 'https://vitest.dev/guide/'),
  nextjs: doc('Next.js documentation', 'https://nextjs.org/docs'),
  webVitals: doc('web.dev: Core Web Vitals', 'https://web.dev/articles/vitals'),
  playwright: doc('Playwright: Getting started', 'https://playwright.dev/docs/intro'),
  node: doc('Node.js API documentation', 'https://nodejs.org/docs/latest/api/'),
  express: doc('Express routing guide', 'https://expressjs.com/en/guide/routing.html'),
  postgres: doc('PostgreSQL tutorial', 'https://www.postgresql.org/docs/current/tutorial.html'),
  pgWindow: doc(
    'PostgreSQL: Window functions',
    'https://www.postgresql.org/docs/current/tutorial-window.html',
  ),
  mongodb: doc('MongoDB manual', 'https://www.mongodb.com/docs/manual/'),
  razorpay: doc('Razorpay payments documentation', 'https://razorpay.com/docs/payments/'),
  go: doc('Go documentation', 'https://go.dev/doc/'),
  grpc: doc('gRPC documentation', 'https://grpc.io/docs/'),
  python: doc('The Python tutorial', 'https://docs.python.org/3/tutorial/'),
  numpy: doc('NumPy: the absolute basics', 'https://numpy.org/doc/stable/user/absolute_beginners.html'),
  pandas: doc('pandas user guide', 'https://pandas.pydata.org/docs/user_guide/index.html'),
  matplotlib: doc('Matplotlib user guide', 'https://matplotlib.org/stable/users/index.html'),
  scipyStats: doc('SciPy: Statistical functions', 'https://docs.scipy.org/doc/scipy/reference/stats.html'),
  statsmodels: doc('statsmodels documentation', 'https://www.statsmodels.org/stable/index.html'),
  powerBi: doc('Power BI documentation', 'https://learn.microsoft.com/en-us/power-bi/'),
  dax: doc('DAX reference', 'https://learn.microsoft.com/en-us/dax/'),
  spark: doc('Apache Spark documentation', 'https://spark.apache.org/docs/latest/'),
  airflow: doc('Apache Airflow documentation', 'https://airflow.apache.org/docs/'),
  dbt: doc('dbt documentation', 'https://docs.getdbt.com/'),
  kafka: doc('Apache Kafka documentation', 'https://kafka.apache.org/documentation/'),
  flutter: doc('Flutter: Get started', 'https://docs.flutter.dev/get-started'),
  dart: doc('Dart language tour', 'https://dart.dev/language'),
  firebase: doc('Firebase documentation', 'https://firebase.google.com/docs'),
  reactNative: doc('React Native: Get started', 'https://reactnative.dev/docs/getting-started'),
  expo: doc('Expo documentation', 'https://docs.expo.dev/'),
  kotlin: doc('Kotlin for Android', 'https://developer.android.com/kotlin'),
  compose: doc(
    'Jetpack Compose documentation',
    'https://developer.android.com/develop/ui/compose/documentation',
  ),
  androidPerf: doc('Android app performance guide', 'https://developer.android.com/topic/performance'),
  bash: doc('GNU Bash manual', 'https://www.gnu.org/software/bash/manual/bash.html'),
  gitBook: doc('Pro Git book', 'https://git-scm.com/book/en/v2'),
  ghPullRequests: doc('GitHub: Pull requests', 'https://docs.github.com/en/pull-requests'),
  docker: doc('Docker: Get started', 'https://docs.docker.com/get-started/'),
  kubernetes: doc('Kubernetes basics', 'https://kubernetes.io/docs/tutorials/kubernetes-basics/'),
  helm: doc('Helm documentation', 'https://helm.sh/docs/'),
  aws: doc('AWS documentation', 'https://docs.aws.amazon.com/'),
  wellArchitected: doc(
    'AWS Well-Architected Framework',
    'https://docs.aws.amazon.com/wellarchitected/latest/framework/welcome.html',
  ),
  actions: doc('GitHub Actions documentation', 'https://docs.github.com/en/actions'),
  terraform: doc('Terraform documentation', 'https://developer.hashicorp.com/terraform/docs'),
  prometheus: doc('Prometheus overview', 'https://prometheus.io/docs/introduction/overview/'),
  prompting: doc(
    'Gemini API: Prompt design strategies',
    'https://ai.google.dev/gemini-api/docs/prompting-strategies',
  ),
  sklearn: doc('scikit-learn user guide', 'https://scikit-learn.org/stable/user_guide.html'),
  pytorch: doc('PyTorch tutorials', 'https://docs.pytorch.org/tutorials/'),
  transformers: doc('Hugging Face Transformers', 'https://huggingface.co/docs/transformers/index'),
  fastapi: doc('FastAPI documentation', 'https://fastapi.tiangolo.com/'),
  mlflow: doc('MLflow documentation', 'https://mlflow.org/docs/latest/'),
  certIn: doc('CERT-In advisories', 'https://www.cert-in.org.in/'),
  cybercrime: doc('National Cyber Crime Reporting Portal', 'https://cybercrime.gov.in/'),
  owaspTop10: doc('OWASP Top 10', 'https://owasp.org/www-project-top-ten/'),
  owaspCheatSheets: doc('OWASP Cheat Sheet Series', 'https://cheatsheetseries.owasp.org/'),
  wireshark: doc('Wireshark documentation', 'https://www.wireshark.org/docs/'),
  attack: doc('MITRE ATT&CK', 'https://attack.mitre.org/'),
  nistCsf: doc('NIST Cybersecurity Framework', 'https://www.nist.gov/cyberframework'),
  kali: doc('Kali Linux documentation', 'https://www.kali.org/docs/'),
  nmap: doc('Nmap reference guide', 'https://nmap.org/book/man.html'),
} satisfies Record<string, Resource>;

const instructorProfiles: Record<Owner, Omit<Course['instructor'], 'id' | 'name'>> = {
  primary: {
    title: 'Principal Engineer, ex-Flipkart',
    experience: '12+ years',
    bio: 'Rahul has spent twelve years building and running large consumer systems, from the Flipkart checkout during Big Billion Days to payment APIs and their security reviews at a Bengaluru fintech. He teaches the way product teams work: small steps, code review, and shipping to real users.',
    achievements: [
      'Led the checkout platform team through Big Billion Days peak traffic',
      'Mentored 3,000+ learners into roles at product companies',
      'Speaker at JSConf India and AWS Community Day Bengaluru',
    ],
    socials: {
      linkedin: 'https://www.linkedin.com/in/rahul-sharma-engineer',
      twitter: 'https://x.com/rahulsharma_dev',
      website: 'https://rahulsharma.dev',
    },
  },
  second: {
    title: 'Lead Data Scientist, ex-Swiggy',
    experience: '10+ years',
    bio: 'Priya builds machine learning systems that make decisions at scale, most recently delivery-time prediction and demand forecasting at Swiggy. She holds an M.Tech from IIT Madras and explains the maths only as far as you need it, then shows it in code.',
    achievements: [
      'Built delivery-time prediction models used across 500+ cities',
      'M.Tech in Computer Science, IIT Madras',
      'Organiser of PyData Bengaluru meetups',
    ],
    socials: {
      linkedin: 'https://www.linkedin.com/in/priya-iyer-ml',
      twitter: 'https://x.com/priyaiyer_ml',
      website: 'https://priyaiyer.dev',
    },
  },
};

const seeds: CourseSeed[] = [
  // ---------------------------------------------------------------- Web Development
  {
    slug: 'web-foundations-html-css-js',
    owner: 'primary',
    title: 'Web Foundations: HTML, CSS and Modern JavaScript',
    description:
      'Start from a blank file and build a responsive, accessible portfolio site with semantic HTML, Flexbox, Grid and modern JavaScript. The free first step towards a frontend or full-stack role.',
    category: 'Web Development',
    level: 'beginner',
    price: 0,
    createdAt: '2026-01-06T04:30:00.000Z',
    tags: ['HTML', 'CSS', 'JavaScript', 'Responsive Design', 'Beginner Friendly'],
    requirements: [
      'A laptop or desktop with Chrome or Firefox (a phone is not enough for the exercises)',
      'No prior coding experience',
      'About four hours a week',
    ],
    learningOutcomes: [
      'Structure pages with semantic HTML that screen readers understand',
      'Lay out responsive pages with Flexbox and CSS Grid',
      'Write modern JavaScript with functions, arrays, objects and modules',
      'Handle events and update the page through the DOM',
      'Publish your portfolio site on GitHub Pages',
    ],
    highlights: [
      {
        title: 'Build a real portfolio',
        desc: 'Every module adds a section to your own portfolio site, live on GitHub Pages by the end.',
      },
      {
        title: 'Accessibility from day one',
        desc: 'Keyboard navigation, colour contrast and alt text become habits, not afterthoughts.',
      },
      {
        title: 'Friendly to slow connections',
        desc: 'Short lessons with written notes, so patchy mobile data does not hold you back.',
      },
    ],
    tools: [T.html, T.css, T.js, T.vscode, T.devtools, T.github],
    testimonials: [
      {
        name: 'Aditi Kulkarni',
        role: 'B.Com graduate, now Frontend Intern at Zoho',
        quote:
          'I had never written a line of code. The portfolio I built here is what I showed in my Zoho internship interview.',
      },
      {
        name: 'Mohammed Irfan',
        role: 'Mechanical Engineer turned Web Developer',
        quote:
          'The Flexbox and Grid modules finally made layout click for me, and the exercises are short enough to do after work.',
      },
    ],
    learningJourney: [
      { step: 'Enrol for free', desc: 'Create an account and start the first lesson straight away.' },
      {
        step: 'Build section by section',
        desc: 'Each module ends with a small task that adds to your portfolio site.',
      },
      {
        step: 'Publish and share',
        desc: 'Deploy to GitHub Pages and post the link in the discussion forum for feedback.',
      },
      {
        step: 'Choose your next track',
        desc: 'Move on to React or Node.js with your completion certificate in hand.',
      },
    ],
    faqs: [
      {
        question: 'Is this course really free?',
        answer: 'Yes. Every lesson, exercise and the completion certificate are free.',
      },
      {
        question: 'Do I need to know any programming first?',
        answer: 'No. We begin with how a web page is put together and build up from there.',
      },
      {
        question: 'Can I follow along on a phone?',
        answer:
          'You can watch the lessons on a phone, but the exercises need a laptop or desktop with a code editor.',
      },
    ],
    companies: ['TCS', 'Infosys', 'Wipro', 'Zoho', 'HCLTech', 'Accenture'],
    modules: [
      {
        title: 'How the Web Works',
        description:
          'What happens between typing an address and seeing a page: browsers, servers, DNS and HTTP.',
        duration: 18,
        resources: [R.mdnLearn],
      },
      {
        title: 'Semantic HTML',
        description:
          'Headings, landmarks, lists, links, images and forms that browsers and screen readers understand.',
        duration: 35,
        resources: [R.mdnHtml],
      },
      {
        title: 'CSS Fundamentals',
        description: 'Selectors, the box model, colour and typography for a clean, readable page.',
        duration: 40,
        resources: [R.mdnCss],
      },
      {
        title: 'Responsive Layouts with Flexbox and Grid',
        description: 'Layouts that work from a 360 px phone screen to a wide monitor.',
        duration: 50,
      },
      {
        title: 'JavaScript Essentials',
        description: 'Variables, functions, arrays, objects and modules, practised in the browser console.',
        duration: 55,
        resources: [R.mdnJs],
      },
      {
        title: 'The DOM and Events',
        description:
          'Make the page interactive with a theme toggle, a validated contact form and a project filter.',
        duration: 45,
      },
      {
        title: 'Publish on GitHub Pages',
        description: 'Put your site under Git, push it to GitHub and publish it at a free address.',
        duration: 20,
        resources: [R.ghPages],
      },
    ],
  },
  {
    slug: 'react-typescript-production-apps',
    owner: 'primary',
    title: 'React 19 and TypeScript: Build Production Apps',
    description:
      'Build a typed, tested React 19 app the way product teams do: components, hooks, data fetching, forms and performance. You finish with a deployed app that splits bills between friends, UPI-style.',
    category: 'Web Development',
    level: 'intermediate',
    price: 3499,
    createdAt: '2026-02-03T06:15:00.000Z',
    tags: ['React', 'TypeScript', 'Hooks', 'Vite', 'Testing'],
    requirements: [
      'Comfortable with JavaScript functions, arrays, objects and promises',
      'Basic HTML and CSS',
      'Node.js 20 or later installed',
    ],
    learningOutcomes: [
      'Model props, state and API responses with TypeScript types',
      'Compose apps from small, reusable components and custom hooks',
      'Fetch, cache and update server data with clear loading and error states',
      'Build accessible forms with validation',
      'Test components with Vitest and Testing Library',
      'Find and fix slow renders with the React Profiler',
    ],
    highlights: [
      {
        title: 'Production patterns',
        desc: 'Folder structure, error boundaries and review checklists used by real product teams.',
      },
      {
        title: 'Typed end to end',
        desc: 'Types flow from the API response to the form field, so refactors stay safe.',
      },
      {
        title: 'Capstone with review',
        desc: 'A mentor reviews your bill-splitting app before you add it to your CV.',
      },
    ],
    tools: [T.react, T.ts, T.vite, T.vitest, T.tailwind, T.github],
    testimonials: [
      {
        name: 'Karthik Subramanian',
        role: 'Frontend Engineer, Freshworks',
        quote:
          'The section on typing API responses changed how I write React at work. Our pull requests got smaller and safer.',
      },
      {
        name: 'Neha Agarwal',
        role: 'SDE 1, PhonePe',
        quote:
          'Building the bill splitter with real forms and tests gave me something concrete to talk about in interviews.',
      },
      {
        name: 'Rohit Verma',
        role: 'Final-year B.Tech, VIT Vellore',
        quote: 'Clear and without filler. The performance module alone was worth it.',
      },
    ],
    learningJourney: [
      {
        step: 'Check your readiness',
        desc: 'Take the short JavaScript warm-up quiz to see whether you are ready.',
      },
      {
        step: 'Build along',
        desc: 'Code every module in your own repository, with starter code for each lesson.',
      },
      { step: 'Ship the capstone', desc: 'Deploy the bill-splitting app and submit it for mentor review.' },
      {
        step: 'Prepare for interviews',
        desc: 'Practise common React and TypeScript interview questions in the final module.',
      },
    ],
    faqs: [
      {
        question: 'Which React version is used?',
        answer: 'React 19 with Vite and TypeScript 5. The ideas carry over to Next.js as well.',
      },
      {
        question: 'Do I need to know TypeScript already?',
        answer: 'No. Types are introduced as they are needed; knowing JavaScript well is enough.',
      },
      {
        question: 'Is there a certificate?',
        answer: 'Yes, you receive a certificate once you complete every module.',
      },
    ],
    companies: ['Flipkart', 'Razorpay', 'PhonePe', 'Freshworks', 'Swiggy', 'Atlassian', 'Microsoft'],
    modules: [
      {
        title: 'Project Setup with Vite and TypeScript',
        description: 'Create the project, turn on strict TypeScript and set up linting and formatting.',
        duration: 22,
        resources: [R.vite, R.tsHandbook],
      },
      {
        title: 'Components and Typed Props',
        description: 'Design small components and type their props, children and events.',
        duration: 38,
        resources: [R.reactLearn],
      },
      {
        title: 'State, Effects and Custom Hooks',
        description: 'Manage local state, avoid needless effects and move shared logic into custom hooks.',
        duration: 52,
        resources: [R.reactHooks],
      },
      {
        title: 'Routing and Layouts',
        description: 'Add pages, nested layouts and routes that only signed-in users can open.',
        duration: 34,
      },
      {
        title: 'Data Fetching and Caching',
        description: 'Load, cache and update server data with clear loading, empty and error states.',
        duration: 48,
      },
      {
        title: 'Forms and Validation',
        description: 'An accessible split-a-bill form with schema validation and helpful messages.',
        duration: 41,
      },
      {
        title: 'Testing with Vitest and Testing Library',
        description: 'Write tests that use the app the way a person does.',
        duration: 45,
        resources: [R.vitest],
      },
      {
        title: 'Performance and Deployment',
        description: 'Profile renders, split the bundle and deploy the finished app.',
        duration: 36,
      },
    ],
  },
  {
    slug: 'nodejs-express-postgresql-apis',
    owner: 'primary',
    title: 'Node.js APIs with Express and PostgreSQL',
    description:
      'Design and build a secure REST API for a restaurant-ordering app with Node.js, Express and PostgreSQL, including authentication, payment webhooks and tests.',
    category: 'Web Development',
    level: 'intermediate',
    price: 2999,
    createdAt: '2026-02-21T09:00:00.000Z',
    tags: ['Node.js', 'Express', 'PostgreSQL', 'REST APIs', 'Backend'],
    requirements: [
      'Working knowledge of JavaScript',
      'Comfort with the command line',
      'Basic SQL helps but is not required',
    ],
    learningOutcomes: [
      'Design clean REST endpoints with the right status codes and error bodies',
      'Model relational data and write migrations in PostgreSQL',
      'Add sign-up, login and role-based access with JWTs',
      'Handle payment gateway webhooks safely and only once',
      'Write integration tests and ship the API in a Docker container',
    ],
    highlights: [
      {
        title: 'A real-world domain',
        desc: 'Build the backend of a restaurant-ordering app, from menus to live order status.',
      },
      {
        title: 'Security built in',
        desc: 'Password hashing, input validation and rate limits in every endpoint you write.',
      },
      {
        title: 'Payments the Indian way',
        desc: 'Integrate a Razorpay test account and verify webhook signatures.',
      },
    ],
    tools: [T.node, T.express, T.postgres, T.docker, T.postman, T.vscode],
    testimonials: [
      {
        name: 'Sanjana Rao',
        role: 'Backend Developer, Zomato',
        quote: 'The webhook and idempotency lessons were exactly what my first backend ticket needed.',
      },
      {
        name: 'Aman Tiwari',
        role: 'Software Engineer, Infosys',
        quote: 'I moved from a support project to a backend team after finishing the capstone API.',
      },
    ],
    learningJourney: [
      {
        step: 'Set up your machine',
        desc: 'Install Node.js, PostgreSQL and Docker with the step-by-step guide.',
      },
      { step: 'Build the API', desc: 'Add one feature per module to the ordering API.' },
      {
        step: 'Test and secure',
        desc: 'Write integration tests and run a security checklist on every endpoint.',
      },
      {
        step: 'Deploy and present',
        desc: 'Deploy the API and record a short walkthrough for your portfolio.',
      },
    ],
    faqs: [
      {
        question: 'Which database is used?',
        answer:
          'PostgreSQL 16, run locally in Docker. The SQL you learn works on any managed PostgreSQL service.',
      },
      {
        question: 'Do I need a Razorpay account?',
        answer: 'A free test-mode account is enough; no real money moves.',
      },
      {
        question: 'Is TypeScript used?',
        answer: 'Lessons use JavaScript, and a bonus lesson shows the same API written in TypeScript.',
      },
    ],
    companies: ['Zomato', 'Swiggy', 'Razorpay', 'Paytm', 'Infosys', 'Freshworks'],
    modules: [
      {
        title: 'Node.js and the Event Loop',
        description: 'How Node.js runs your code and why one blocking call slows down every user.',
        duration: 28,
        resources: [R.node],
      },
      {
        title: 'Express Routing and Middleware',
        description: 'Routes, middleware, request validation and consistent error responses.',
        duration: 40,
        resources: [R.express],
      },
      {
        title: 'Modelling Data in PostgreSQL',
        description: 'Tables, keys, relations and migrations for menus, orders and users.',
        duration: 46,
        resources: [R.postgres],
      },
      {
        title: 'Authentication and Roles',
        description: 'Password hashing, JWT sessions and routes only restaurant admins can call.',
        duration: 44,
      },
      {
        title: 'Payments and Webhooks',
        description: 'Create orders with a Razorpay test account and verify webhook signatures.',
        duration: 38,
        resources: [R.razorpay],
      },
      {
        title: 'Testing the API',
        description: 'Integration tests against a real database, run on every push.',
        duration: 35,
      },
      {
        title: 'Shipping with Docker',
        description: 'Package the API in a container and configure it through environment variables.',
        duration: 30,
        resources: [R.docker],
      },
    ],
  },
  {
    slug: 'nextjs-performance-architecture',
    owner: 'primary',
    title: 'Advanced Frontend: Next.js Performance and Architecture',
    description:
      'Take large React codebases to production scale with Next.js server components, caching, Core Web Vitals and design systems, using a high-traffic e-commerce storefront as the case study.',
    category: 'Web Development',
    level: 'advanced',
    price: 5999,
    createdAt: '2026-04-14T05:45:00.000Z',
    tags: ['Next.js', 'Performance', 'Core Web Vitals', 'Architecture', 'Design Systems'],
    requirements: [
      'At least one year of professional React experience',
      'Comfortable with TypeScript',
      'Familiar with the basics of HTTP caching',
    ],
    learningOutcomes: [
      'Choose server, client or static rendering for each route',
      'Meet Core Web Vitals targets on budget Android phones over 4G',
      'Structure a monorepo around a shared design system',
      'Cache and revalidate product catalogue pages',
      'Add Playwright journeys and performance budgets to CI',
    ],
    highlights: [
      {
        title: 'Built for Indian networks',
        desc: 'Test every change on throttled 4G and a budget Android profile, where most of your users are.',
      },
      {
        title: 'Sale-day case study',
        desc: 'See how a storefront survives a festive-season sale spike.',
      },
      {
        title: 'Architecture reviews',
        desc: 'Submit an architecture decision record for your project and get written feedback.',
      },
      {
        title: 'Senior interview preparation',
        desc: 'Frontend system design questions from product companies.',
      },
    ],
    tools: [T.nextjs, T.react, T.ts, T.playwright, T.lighthouse, T.turborepo],
    testimonials: [
      {
        name: 'Vivek Menon',
        role: 'Senior Frontend Engineer, Myntra',
        quote: 'The rendering-strategy framework is now how our team decides on every new page.',
      },
      {
        name: 'Ishita Banerjee',
        role: 'SDE 2, Meesho',
        quote:
          'Frontend system design was my weak spot. The last module got me through two senior interviews.',
      },
    ],
    learningJourney: [
      {
        step: 'Skills check',
        desc: 'A short review of your React experience confirms the course is the right fit.',
      },
      { step: 'Case-study modules', desc: 'Each module applies one technique to the storefront codebase.' },
      {
        step: 'Architecture review',
        desc: 'Write a decision record for your own project and get a mentor review.',
      },
      { step: 'System design practice', desc: 'Mock frontend system design rounds with your peers.' },
    ],
    faqs: [
      {
        question: 'Is this course right for a fresher?',
        answer:
          'It is designed for working developers. If you are new to React, start with React 19 and TypeScript: Build Production Apps.',
      },
      {
        question: 'Which Next.js version is covered?',
        answer: 'The App Router in Next.js 15, with notes on migrating from the Pages Router.',
      },
      {
        question: 'Will this help with senior interviews?',
        answer: 'Yes. The final module covers frontend system design rounds with worked examples.',
      },
    ],
    companies: ['Flipkart', 'Myntra', 'Meesho', 'Swiggy', 'Google', 'Atlassian', 'Uber'],
    modules: [
      {
        title: 'Rendering Strategies',
        description: 'Server components, streaming and static generation, and when each one pays off.',
        duration: 48,
        resources: [R.nextjs],
      },
      {
        title: 'Data Fetching and Caching',
        description: 'Cache product data, revalidate on change and avoid request waterfalls.',
        duration: 52,
      },
      {
        title: 'Core Web Vitals in Practice',
        description: 'Measure and fix LCP, INP and CLS on a real storefront.',
        duration: 55,
        resources: [R.webVitals],
      },
      {
        title: 'Bundles and Images',
        description: 'Cut JavaScript, lazy-load below the fold and serve responsive images.',
        duration: 38,
      },
      {
        title: 'Design Systems in a Monorepo',
        description: 'Share tokens and components across apps without slowing teams down.',
        duration: 44,
      },
      {
        title: 'Testing and Performance Budgets',
        description: 'Playwright journeys and Lighthouse budgets that fail the build when pages get slower.',
        duration: 40,
        resources: [R.playwright],
      },
      {
        title: 'Frontend System Design',
        description: 'Work through interview-style design problems: feeds, search and checkout.',
        duration: 62,
      },
    ],
  },
  {
    slug: 'full-stack-career-programme',
    owner: 'primary',
    title: 'Full-Stack Developer Career Programme: MERN and Cloud',
    description:
      'A six-month programme that takes you from programming basics to job-ready full-stack developer with MongoDB, Express, React, Node.js and AWS, backed by live mentor sessions, five portfolio projects and placement support.',
    category: 'Web Development',
    level: 'beginner',
    price: 124999,
    createdAt: '2026-01-20T07:30:00.000Z',
    tags: ['Full Stack', 'MERN', 'AWS', 'Placement Support', 'Career Programme'],
    requirements: [
      'A graduate in any discipline, or a final-year student',
      'A laptop with at least 8 GB RAM',
      'About 12 to 15 hours a week for six months',
    ],
    learningOutcomes: [
      'Build complete web apps with React, Node.js, Express and MongoDB',
      'Design REST APIs and data models for real products',
      'Deploy and monitor apps on AWS',
      'Solve the data structures and algorithms problems asked in interviews',
      'Present five portfolio projects, including a marketplace capstone',
      'Polish your CV and practise mock interviews with working engineers',
    ],
    highlights: [
      { title: 'Live mentorship', desc: 'Weekly live sessions and doubt clearing with working engineers.' },
      {
        title: 'Five portfolio projects',
        desc: 'From a personal site to a full marketplace app with payments.',
      },
      { title: 'Placement support', desc: 'CV reviews, mock interviews and referrals to hiring partners.' },
      { title: 'Flexible batches', desc: 'Weekday evening and weekend batches for working professionals.' },
    ],
    tools: [T.react, T.node, T.express, T.mongodb, T.cdk, T.git],
    testimonials: [
      {
        name: 'Pooja Yadav',
        role: 'Full-Stack Developer, Razorpay',
        quote:
          'I was a B.Sc. Chemistry graduate working in a call centre. Six months later I had an offer from a fintech.',
      },
      {
        name: 'Suresh Babu',
        role: 'Software Engineer, Zoho',
        quote: 'The mock interviews were tough, and that is exactly why the real ones felt easy.',
      },
      {
        name: 'Farhan Qureshi',
        role: 'SDE 1, Swiggy',
        quote: 'The marketplace capstone with payments was the main talking point in every interview I had.',
      },
    ],
    learningJourney: [
      {
        step: 'Apply and take the aptitude check',
        desc: 'A 30-minute logical reasoning and basic maths test; no coding needed.',
      },
      {
        step: 'Counselling call',
        desc: 'Talk to an advisor about your goals and pick a weekday or weekend batch.',
      },
      {
        step: 'Learn and build for six months',
        desc: 'Structured modules, weekly live sessions and five portfolio projects.',
      },
      { step: 'Placement support', desc: 'CV review, mock interviews and referrals to hiring partners.' },
    ],
    faqs: [
      {
        question: 'Is there a job guarantee?',
        answer:
          'No programme can honestly guarantee a job. We provide CV reviews, mock interviews and referrals to hiring partners, and you graduate with five projects to show.',
      },
      {
        question: 'Can I join while working full time?',
        answer: 'Yes. Live sessions run on weekday evenings and weekends, and every session is recorded.',
      },
      {
        question: 'Do I need a computer science degree?',
        answer: 'No. Learners from commerce, science and arts backgrounds have completed the programme.',
      },
      {
        question: 'What if I fall behind?',
        answer:
          'You can move to the next batch once at no extra cost and keep access to every recorded lesson.',
      },
    ],
    companies: ['Razorpay', 'Zoho', 'Swiggy', 'Flipkart', 'Paytm', 'Freshworks', 'Infosys', 'TCS'],
    modules: [
      {
        title: 'Programming Foundations in JavaScript',
        description: 'Variables, control flow, functions and problem solving for complete beginners.',
        duration: 60,
        resources: [R.mdnJs],
      },
      {
        title: 'HTML, CSS and Responsive Design',
        description: 'Build and style responsive pages, then publish your first portfolio site.',
        duration: 55,
        resources: [R.mdnLearn],
      },
      {
        title: 'Git, GitHub and Team Workflows',
        description: 'Branches, pull requests and code review as product teams practise them.',
        duration: 30,
        resources: [R.gitBook],
      },
      {
        title: 'React Fundamentals',
        description: 'Components, state and hooks, building a movie watchlist app.',
        duration: 70,
        resources: [R.reactLearn],
      },
      {
        title: 'Node.js and Express APIs',
        description: 'REST APIs with validation, error handling and authentication.',
        duration: 65,
        resources: [R.express],
      },
      {
        title: 'MongoDB Data Modelling',
        description: 'Documents, indexes and aggregation pipelines for a marketplace app.',
        duration: 50,
        resources: [R.mongodb],
      },
      {
        title: 'Payments and Notifications',
        description: 'Add Razorpay checkout and email notifications to the marketplace.',
        duration: 45,
        resources: [R.razorpay],
      },
      {
        title: 'Deploying on AWS',
        description: 'Host the frontend, run the API and monitor both on AWS.',
        duration: 55,
        resources: [R.aws],
      },
      {
        title: 'Data Structures and Algorithms for Interviews',
        description: 'Arrays, hashing, recursion, trees and the patterns behind common interview problems.',
        duration: 75,
      },
      {
        title: 'Capstone and Interview Preparation',
        description: 'Finish the marketplace capstone, polish your CV and practise mock interviews.',
        duration: 60,
      },
    ],
  },
  // ---------------------------------------------------------------- Data Science
  {
    slug: 'python-data-analysis',
    owner: 'second',
    title: 'Python for Data Analysis: pandas, NumPy and Matplotlib',
    description:
      'Learn Python from scratch and use it to clean, analyse and chart real Indian datasets, from IPL match records to state-wise rainfall. Free, beginner-friendly and notebook-based.',
    category: 'Data Science',
    level: 'beginner',
    price: 0,
    createdAt: '2026-01-12T10:00:00.000Z',
    tags: ['Python', 'pandas', 'NumPy', 'Data Visualisation', 'Beginner Friendly'],
    requirements: [
      'No programming experience needed',
      'A Google account to use Colab, or Python installed locally',
      'School-level maths',
    ],
    learningOutcomes: [
      'Write Python with variables, loops, functions and lists',
      'Load, clean and reshape data with pandas',
      'Summarise data with group-by and pivot tables',
      'Draw clear charts with Matplotlib',
      'Present a short analysis in a Jupyter notebook',
    ],
    highlights: [
      {
        title: 'Indian datasets',
        desc: 'Practise on IPL scores, rainfall records and open government data from data.gov.in.',
      },
      {
        title: 'Runs in the browser',
        desc: 'Everything works in Google Colab, so any laptop with a browser will do.',
      },
      { title: 'Notebook portfolio', desc: 'Finish with three analysis notebooks you can share on GitHub.' },
    ],
    tools: [T.python, T.pandas, T.numpy, T.matplotlib, T.jupyter, T.colab],
    testimonials: [
      {
        name: 'Divya Krishnan',
        role: 'MBA student, now Business Analyst at Deloitte',
        quote:
          'I used to do everything in Excel. The pandas group-by lessons saved me hours in my internship.',
      },
      {
        name: 'Rahul Joshi',
        role: 'Operations Executive, Delhivery',
        quote: 'The IPL dataset made practice fun. I now automate our weekly shipment reports with Python.',
      },
    ],
    learningJourney: [
      { step: 'Start free', desc: 'Open the first notebook in Colab; there is nothing to install.' },
      { step: 'Learn Python basics', desc: 'Two modules of plain Python before you touch any data.' },
      { step: 'Analyse real data', desc: 'Clean, summarise and chart three Indian datasets.' },
      { step: 'Share your notebooks', desc: 'Publish them on GitHub and ask for feedback in the forum.' },
    ],
    faqs: [
      {
        question: 'Do I need to install anything?',
        answer:
          'No. Everything runs in Google Colab in your browser; local installation steps are included too.',
      },
      { question: 'Is the course free?', answer: 'Yes, the full course and its certificate are free.' },
      {
        question: 'What should I take after this?',
        answer: 'SQL for Analysts pairs well with it, followed by Applied Statistics and A/B Testing.',
      },
    ],
    companies: ['Deloitte', 'EY', 'Mu Sigma', 'Fractal Analytics', 'Tiger Analytics', 'Accenture'],
    modules: [
      {
        title: 'Python Basics',
        description: 'Variables, types, conditions and loops, written in a Colab notebook.',
        duration: 40,
        resources: [R.python],
      },
      {
        title: 'Functions and Collections',
        description: 'Lists, dictionaries and functions to keep your code organised.',
        duration: 35,
      },
      {
        title: 'NumPy Arrays',
        description: 'Fast numerical work with arrays, slicing and vectorised maths.',
        duration: 30,
        resources: [R.numpy],
      },
      {
        title: 'Cleaning Data with pandas',
        description: 'Load CSVs, fix types, handle missing values and drop duplicates in the IPL dataset.',
        duration: 50,
        resources: [R.pandas],
      },
      {
        title: 'Grouping and Pivoting',
        description: 'Answer real questions with group-by, aggregation and pivot tables.',
        duration: 42,
      },
      {
        title: 'Charts with Matplotlib',
        description: 'Line, bar and scatter charts that tell a clear story with rainfall data.',
        duration: 38,
        resources: [R.matplotlib],
      },
    ],
  },
  {
    slug: 'sql-for-analysts',
    owner: 'second',
    title: 'SQL for Analysts: From Joins to Window Functions',
    description:
      'Query business data with confidence: filtering, joins, aggregations, CTEs and window functions, practised on an orders database modelled on an Indian direct-to-consumer brand.',
    category: 'Data Science',
    level: 'beginner',
    price: 499,
    createdAt: '2026-02-10T11:20:00.000Z',
    tags: ['SQL', 'PostgreSQL', 'Analytics', 'Window Functions'],
    requirements: ['Basic comfort with spreadsheets', 'No programming experience needed'],
    learningOutcomes: [
      'Filter, sort and aggregate data with SELECT, WHERE and GROUP BY',
      'Combine tables with inner, left and self joins',
      'Break complex questions into readable CTEs',
      'Rank, compare and compute running totals with window functions',
      'Answer the SQL questions asked in analyst interviews',
    ],
    highlights: [
      {
        title: 'Business questions first',
        desc: 'Every query answers something a manager would ask, such as repeat customers by city.',
      },
      {
        title: 'Practice database included',
        desc: 'Load the orders database with one Docker command or any PostgreSQL client.',
      },
      {
        title: 'Interview-ready',
        desc: 'A final module of SQL questions asked in analyst interviews at product companies.',
      },
    ],
    tools: [T.postgres, T.dbeaver, T.metabase, T.excel, T.sheets],
    testimonials: [
      {
        name: 'Tanvi Deshpande',
        role: 'Data Analyst, Nykaa',
        quote: 'Window functions used to scare me. Now I use them every day for cohort reports.',
      },
      {
        name: 'Abhishek Pandey',
        role: 'Business Analyst, Tata Consultancy Services',
        quote: 'Great value for the price. The interview module was spot on for my switch into analytics.',
      },
    ],
    learningJourney: [
      { step: 'Load the database', desc: 'Set up the practice orders database in under ten minutes.' },
      { step: 'Query every day', desc: 'Short lessons with five practice questions each.' },
      { step: 'Build a report', desc: 'Write the queries behind a monthly sales report for the brand.' },
      { step: 'Interview practice', desc: 'Solve twenty real interview questions and compare your answers.' },
    ],
    faqs: [
      {
        question: 'Which SQL dialect is taught?',
        answer: 'PostgreSQL. Differences from MySQL and SQL Server are pointed out wherever they matter.',
      },
      {
        question: 'Is SQL enough to get an analyst job?',
        answer:
          'SQL is the most requested skill for analyst roles. Pair it with Excel or Python and a dashboard tool for the best chances.',
      },
      {
        question: 'How long does the course take?',
        answer: 'Most learners finish in three to four weeks at about four hours a week.',
      },
    ],
    companies: ['Nykaa', 'Flipkart', 'Amazon', 'Swiggy', 'TCS', 'Mu Sigma'],
    modules: [
      {
        title: 'Your First Queries',
        description: 'SELECT, WHERE, ORDER BY and LIMIT on the orders table.',
        duration: 25,
        resources: [R.postgres],
      },
      {
        title: 'Aggregations and GROUP BY',
        description: 'Counts, sums and averages by city, category and month.',
        duration: 30,
      },
      {
        title: 'Joins',
        description: 'Inner, left and self joins across customers, orders and products.',
        duration: 40,
      },
      {
        title: 'Subqueries and CTEs',
        description: 'Break a hard question into small, readable steps.',
        duration: 32,
      },
      {
        title: 'Window Functions',
        description: 'Rankings, running totals and month-on-month growth.',
        duration: 45,
        resources: [R.pgWindow],
      },
      {
        title: 'SQL Interview Practice',
        description: 'Twenty questions from analyst interviews, solved step by step.',
        duration: 50,
      },
    ],
  },
  {
    slug: 'statistics-ab-testing',
    owner: 'second',
    title: 'Applied Statistics and A/B Testing for Product Teams',
    description:
      'Learn the statistics behind product decisions: distributions, confidence intervals, hypothesis tests and well-designed A/B experiments, with case studies from food delivery and fintech apps.',
    category: 'Data Science',
    level: 'intermediate',
    price: 2499,
    createdAt: '2026-03-05T08:40:00.000Z',
    tags: ['Statistics', 'A/B Testing', 'Experimentation', 'Python', 'Product Analytics'],
    requirements: [
      'Python and pandas basics',
      'School-level algebra',
      'Curiosity about how product decisions are made',
    ],
    learningOutcomes: [
      'Describe data with the right summary statistics and charts',
      'Build and explain confidence intervals',
      'Choose and run the right hypothesis test',
      'Design A/B tests with proper sample sizes and guardrail metrics',
      'Spot common mistakes such as peeking and novelty effects',
    ],
    highlights: [
      {
        title: 'Simulation first',
        desc: 'Understand each idea by simulating it in Python before you meet the formula.',
      },
      {
        title: 'Real product cases',
        desc: 'Checkout button tests, delivery-fee experiments and UPI cashback offers.',
      },
      {
        title: 'Experiment review template',
        desc: 'A checklist you can use at work to review any A/B test.',
      },
    ],
    tools: [T.python, T.pandas, T.scipy, T.statsmodels, T.jupyter],
    testimonials: [
      {
        name: 'Meghna Saxena',
        role: 'Product Analyst, Swiggy',
        quote: 'The lesson on peeking stopped our team from shipping a false win the very next week.',
      },
      {
        name: 'Harsh Vardhan',
        role: 'Associate Product Manager, CRED',
        quote: 'As a PM, I can now read experiment results and ask the right questions.',
      },
    ],
    learningJourney: [
      { step: 'Refresh the basics', desc: 'A warm-up notebook on pandas and plotting.' },
      {
        step: 'Simulate, then formalise',
        desc: 'Every module starts with a simulation and ends with the method.',
      },
      { step: 'Design an experiment', desc: 'Write a full test plan for a checkout change.' },
      { step: 'Review real results', desc: 'Critique three real experiment write-ups with your batch.' },
    ],
    faqs: [
      {
        question: 'How much maths do I need?',
        answer:
          'School-level algebra is enough. Intuition comes from simulation, and formulas are kept to what you need.',
      },
      {
        question: 'Is this useful for product managers?',
        answer: 'Yes. Many learners are PMs who want to read experiment results with confidence.',
      },
      {
        question: 'Which tools are used?',
        answer: 'Python with pandas, SciPy and statsmodels in Jupyter notebooks.',
      },
    ],
    companies: ['Swiggy', 'CRED', 'Zomato', 'PhonePe', 'Flipkart', 'Dream11'],
    modules: [
      {
        title: 'Describing Data',
        description: 'Means, medians, spread and the charts that reveal skew and outliers.',
        duration: 30,
      },
      {
        title: 'Probability and Distributions',
        description: 'Binomial, normal and Poisson distributions explored through simulation.',
        duration: 40,
        resources: [R.scipyStats],
      },
      {
        title: 'Sampling and Confidence Intervals',
        description: 'Why samples vary and how to express uncertainty honestly.',
        duration: 36,
      },
      {
        title: 'Hypothesis Testing',
        description: 'T-tests, chi-square tests and what a p-value does and does not tell you.',
        duration: 44,
        resources: [R.statsmodels],
      },
      {
        title: 'Designing A/B Tests',
        description: 'Metrics, sample size, randomisation and guardrails for a checkout experiment.',
        duration: 48,
      },
      {
        title: 'Pitfalls and Case Studies',
        description: 'Peeking, novelty effects and multiple comparisons in real product tests.',
        duration: 38,
      },
    ],
  },
  {
    // Deliberately without highlights, tools, testimonials, journey or FAQs: the page shows its defaults.
    slug: 'power-bi-dashboards',
    owner: 'second',
    title: 'Business Dashboards with Power BI and DAX',
    description:
      'Turn messy spreadsheets into interactive Power BI dashboards for sales and operations teams, with data modelling, DAX measures and row-level security.',
    category: 'Data Science',
    level: 'intermediate',
    price: 1999,
    createdAt: '2026-05-18T06:50:00.000Z',
    tags: ['Power BI', 'DAX', 'Dashboards', 'Business Intelligence'],
    requirements: [
      'Comfortable with Excel formulas and pivot tables',
      'A Windows PC for Power BI Desktop (Mac users can use a virtual machine)',
    ],
    learningOutcomes: [
      'Import and shape data with Power Query',
      'Build a star-schema data model',
      'Write DAX measures for growth, targets and year-to-date figures',
      'Design clear, interactive report pages',
      'Publish reports and control who sees what with row-level security',
    ],
    highlights: [],
    tools: [],
    testimonials: [],
    learningJourney: [],
    faqs: [],
    companies: ['Deloitte', 'KPMG', 'Accenture', 'Reliance Retail', 'Hindustan Unilever', 'Capgemini'],
    modules: [
      {
        title: 'A Tour of Power BI Desktop',
        description: 'Report, data and model views, and how a dashboard project is organised.',
        duration: 20,
        resources: [R.powerBi],
      },
      {
        title: 'Shaping Data with Power Query',
        description: 'Clean and combine monthly sales sheets from several branches.',
        duration: 42,
      },
      {
        title: 'Data Modelling',
        description: 'Fact and dimension tables, relationships and a proper date table.',
        duration: 38,
      },
      {
        title: 'DAX Measures',
        description: 'CALCULATE, time intelligence and target-versus-actual measures.',
        duration: 55,
        resources: [R.dax],
      },
      {
        title: 'Designing Report Pages',
        description: 'Layout, colour and interactions that managers can read at a glance.',
        duration: 34,
      },
      {
        title: 'Publishing and Security',
        description: 'Publish to the Power BI service, schedule refreshes and set row-level security.',
        duration: 28,
      },
    ],
  },
  {
    slug: 'data-engineering-spark-airflow',
    owner: 'primary',
    title: 'Data Engineering with Spark, Airflow and dbt',
    description:
      'Build batch and streaming pipelines that feed analytics at scale: Spark for processing, Kafka for events, Airflow for orchestration and dbt for tested warehouse models.',
    category: 'Data Science',
    level: 'advanced',
    price: 7999,
    createdAt: '2026-06-09T04:10:00.000Z',
    tags: ['Data Engineering', 'Apache Spark', 'Airflow', 'dbt', 'Kafka'],
    requirements: [
      'Strong SQL and working Python',
      'Comfort with Linux and Docker',
      'Some experience in data analysis or backend development',
    ],
    learningOutcomes: [
      'Process large datasets with Spark DataFrames and tune slow jobs',
      'Stream events through Kafka and process them in near real time',
      'Schedule, retry and monitor pipelines with Airflow',
      'Build tested, documented warehouse models with dbt',
      'Design a lakehouse layout with data quality checks',
    ],
    highlights: [
      {
        title: 'Production-sized data',
        desc: 'Work with a 50 GB synthetic UPI transactions dataset instead of toy CSV files.',
      },
      { title: 'End-to-end capstone', desc: 'From raw payment events to a daily fraud-signals dashboard.' },
      {
        title: 'Runs on your laptop',
        desc: 'A Docker Compose setup for Spark, Kafka and Airflow; the cloud is optional.',
      },
    ],
    tools: [T.spark, T.airflow, T.dbt, T.kafka, T.docker, T.python],
    testimonials: [
      {
        name: 'Nikhil Jain',
        role: 'Data Engineer, PhonePe',
        quote:
          'The Spark tuning module fixed a job at work that used to run for three hours. It now finishes in twenty minutes.',
      },
      {
        name: 'Lakshmi Narayanan',
        role: 'Data Engineer, Walmart Global Tech',
        quote: 'The capstone pipeline helped me move from analytics into data engineering.',
      },
    ],
    learningJourney: [
      { step: 'Set up the platform', desc: 'Start Spark, Kafka and Airflow locally with one command.' },
      { step: 'Build each layer', desc: 'Ingest, process, orchestrate and model, one module at a time.' },
      { step: 'Run the capstone', desc: 'Ship the fraud-signals pipeline with data quality checks.' },
      { step: 'Design review', desc: 'Present your pipeline design and get feedback from a mentor.' },
    ],
    faqs: [
      {
        question: 'Do I need a cloud account?',
        answer:
          'No. Everything runs locally with Docker Compose; optional lessons show the same pipeline on AWS.',
      },
      {
        question: 'How powerful does my laptop need to be?',
        answer: '16 GB RAM is recommended, and a smaller sample dataset is provided for 8 GB machines.',
      },
      { question: 'Do I need Scala for Spark?', answer: 'No. The course uses PySpark throughout.' },
    ],
    companies: ['PhonePe', 'Walmart Global Tech', 'Flipkart', 'Razorpay', 'Uber', 'Amazon', 'Paytm'],
    modules: [
      {
        title: 'Data Platform Architecture',
        description: 'Warehouses, lakes and lakehouses, and where each tool fits.',
        duration: 32,
      },
      {
        title: 'Spark DataFrames',
        description: 'Read, transform and join large datasets with PySpark.',
        duration: 58,
        resources: [R.spark],
      },
      {
        title: 'Tuning Spark Jobs',
        description: 'Partitions, shuffles, skew and caching, applied to a real slow job.',
        duration: 52,
      },
      {
        title: 'Streaming with Kafka',
        description: 'Produce and consume UPI transaction events and process them in micro-batches.',
        duration: 48,
        resources: [R.kafka],
      },
      {
        title: 'Orchestration with Airflow',
        description: 'DAGs, retries, backfills and alerts for daily pipelines.',
        duration: 44,
        resources: [R.airflow],
      },
      {
        title: 'Warehouse Models with dbt',
        description: 'Tested, documented models from raw tables to business-ready marts.',
        duration: 46,
        resources: [R.dbt],
      },
      {
        title: 'Capstone: Fraud Signals Pipeline',
        description: 'Combine everything into a daily pipeline with data quality checks and alerts.',
        duration: 65,
      },
    ],
  },
  // ---------------------------------------------------------------- Mobile Development
  {
    slug: 'flutter-first-app',
    owner: 'primary',
    title: 'Flutter for Beginners: Ship Your First Android and iOS App',
    description:
      'Learn Dart and Flutter by building a complete expense-tracker app with Firebase sign-in and cloud sync, then upload it to the Google Play internal testing track.',
    category: 'Mobile Development',
    level: 'beginner',
    price: 1499,
    createdAt: '2026-01-28T12:00:00.000Z',
    tags: ['Flutter', 'Dart', 'Firebase', 'Android', 'iOS'],
    requirements: [
      'Basic programming in any language',
      'A laptop with 8 GB RAM (an Android phone helps for testing)',
    ],
    learningOutcomes: [
      'Write Dart with classes, async code and null safety',
      'Build screens from Flutter widgets',
      'Manage state and navigate between screens',
      'Add Firebase sign-in and Firestore sync',
      'Build a release and upload it to Google Play internal testing',
    ],
    highlights: [
      {
        title: 'One codebase, two platforms',
        desc: 'The same app runs on Android and iOS from the first day.',
      },
      {
        title: 'Test on your own phone',
        desc: 'Debug directly on a budget Android phone over USB or Wi-Fi.',
      },
      { title: 'Play Store ready', desc: 'Signing, icons and the store listing covered step by step.' },
    ],
    tools: [T.flutter, T.dart, T.firebase, T.androidStudio, T.vscode],
    testimonials: [
      {
        name: 'Ritika Chauhan',
        role: 'Flutter Developer, Groww',
        quote: 'I built my first app in three weeks. The state management module was especially clear.',
      },
      {
        name: 'Prakash Nair',
        role: 'BCA student, Kochi',
        quote:
          'I tested everything on my old Redmi phone and it worked perfectly. My app is now on the Play Store.',
      },
    ],
    learningJourney: [
      { step: 'Install Flutter', desc: 'Follow the setup guide for Windows, macOS or Linux.' },
      { step: 'Learn Dart', desc: 'Just enough Dart to read and write Flutter code with confidence.' },
      { step: 'Build the app', desc: 'Add screens, state and Firebase sync to the expense tracker.' },
      { step: 'Release it', desc: 'Sign the app and upload it to Google Play internal testing.' },
    ],
    faqs: [
      {
        question: 'Do I need a Mac?',
        answer:
          'No. You can build and test Android apps on Windows or Linux. iOS builds need a Mac and are optional.',
      },
      {
        question: 'Which state management approach is used?',
        answer: 'Provider first, followed by a short introduction to Riverpod.',
      },
      {
        question: 'Will my app be on the Play Store?',
        answer:
          'You upload it to the internal testing track. Publishing publicly needs a one-time Google Play developer fee paid to Google.',
      },
    ],
    companies: ['Groww', 'Google', 'Paytm', 'Dream11', 'Nykaa', 'Reliance Jio'],
    modules: [
      {
        title: 'Setting Up Flutter',
        description:
          'Install Flutter and Android Studio, then run the starter app on an emulator and your phone.',
        duration: 25,
        resources: [R.flutter],
      },
      {
        title: 'Dart Essentials',
        description: 'Variables, classes, null safety and async code.',
        duration: 40,
        resources: [R.dart],
      },
      {
        title: 'Widgets and Layouts',
        description: 'Rows, columns, lists and cards for the expense list screen.',
        duration: 45,
      },
      {
        title: 'Navigation and Forms',
        description: 'An add-expense form with validation and navigation between screens.',
        duration: 38,
      },
      {
        title: 'State Management with Provider',
        description: 'Keep totals and lists in sync across every screen.',
        duration: 42,
      },
      {
        title: 'Firebase Sign-in and Sync',
        description: 'Phone-number sign-in and Firestore sync across devices.',
        duration: 50,
        resources: [R.firebase],
      },
      {
        title: 'Release to Google Play',
        description: 'App icons, signing and an upload to internal testing.',
        duration: 28,
      },
    ],
  },
  {
    slug: 'react-native-expo',
    owner: 'primary',
    title: 'React Native with Expo: Cross-Platform Apps',
    description:
      'Use your React skills to build a polished grocery-delivery app for Android and iOS with Expo Router, device features, offline storage and push notifications.',
    category: 'Mobile Development',
    level: 'intermediate',
    price: 3999,
    createdAt: '2026-03-17T05:00:00.000Z',
    tags: ['React Native', 'Expo', 'TypeScript', 'Cross-Platform'],
    requirements: [
      'Working knowledge of React and JavaScript',
      'Node.js installed',
      'An Android or iOS phone with the Expo Go app',
    ],
    learningOutcomes: [
      'Build native screens with React Native components and styles',
      'Navigate with Expo Router tabs and stacks',
      'Use the camera, location and notifications',
      'Store data offline and sync when the network returns',
      'Ship builds to both app stores with EAS',
    ],
    highlights: [
      {
        title: 'Real app, real features',
        desc: 'A grocery-delivery app with cart, live order status and location.',
      },
      { title: 'Offline first', desc: 'Keep the app usable on patchy mobile data.' },
      { title: 'Store releases', desc: 'Build, sign and submit with EAS, without a local Xcode setup.' },
    ],
    tools: [T.reactNative, T.expo, T.ts, T.jest, T.androidStudio],
    testimonials: [
      {
        name: 'Siddharth Rao',
        role: 'Mobile Engineer, Zepto',
        quote:
          'Moving from React on the web to React Native was painless. The offline sync module is excellent.',
      },
      {
        name: 'Kavya Reddy',
        role: 'Frontend Developer, Infosys',
        quote: 'I shipped an internal app for my team within a month of starting the course.',
      },
    ],
    learningJourney: [
      { step: 'Run the starter app', desc: 'Scan a QR code and see the app on your own phone in minutes.' },
      { step: 'Build feature by feature', desc: 'Catalogue, cart, checkout and order tracking.' },
      { step: 'Make it resilient', desc: 'Offline storage, error states and push notifications.' },
      { step: 'Ship to the stores', desc: 'Create store builds with EAS and prepare the listings.' },
    ],
    faqs: [
      {
        question: 'Do I need a Mac for iOS?',
        answer: 'No. EAS builds iOS apps in the cloud; you only need an Apple developer account to publish.',
      },
      {
        question: 'Is this the bare React Native CLI or Expo?',
        answer: 'Expo, which is now the recommended way to start new React Native apps.',
      },
      {
        question: 'Is TypeScript required?',
        answer: 'It is used throughout, with a short primer for JavaScript developers.',
      },
    ],
    companies: ['Zepto', 'Swiggy', 'Meesho', 'CRED', 'Infosys', 'Microsoft'],
    modules: [
      {
        title: 'From React to React Native',
        description: 'Core components, styling and how rendering differs from the web.',
        duration: 32,
        resources: [R.reactNative],
      },
      {
        title: 'Navigation with Expo Router',
        description: 'Tabs, stacks and deep links for the grocery app.',
        duration: 36,
        resources: [R.expo],
      },
      {
        title: 'Lists, Images and Performance',
        description: 'Product lists that stay smooth with thousands of items.',
        duration: 40,
      },
      {
        title: 'Device Features',
        description: 'Camera, location and haptics with Expo modules.',
        duration: 38,
      },
      {
        title: 'Offline Storage and Sync',
        description: 'Cache the cart and sync orders when the network comes back.',
        duration: 44,
      },
      {
        title: 'Push Notifications',
        description: 'Order-status notifications sent from your server.',
        duration: 30,
      },
      {
        title: 'Building and Releasing with EAS',
        description: 'Build profiles, signing and submission to both stores.',
        duration: 34,
      },
    ],
  },
  {
    slug: 'android-kotlin-compose',
    owner: 'primary',
    title: 'Android Development with Kotlin and Jetpack Compose',
    description:
      "Build modern native Android apps with Kotlin, Jetpack Compose, Room and Retrofit following Google's recommended architecture, and finish with a UPI-style payments demo app.",
    category: 'Mobile Development',
    level: 'intermediate',
    price: 4499,
    createdAt: '2026-04-02T07:10:00.000Z',
    tags: ['Android', 'Kotlin', 'Jetpack Compose', 'MVVM'],
    requirements: [
      'Programming experience in Kotlin, Java or another language',
      'A laptop with 8 GB RAM or more',
      'An Android phone helps but is optional',
    ],
    learningOutcomes: [
      'Write idiomatic Kotlin with coroutines and flows',
      'Build screens declaratively with Jetpack Compose',
      'Structure apps with ViewModels, repositories and dependency injection',
      'Store data with Room and call APIs with Retrofit',
      'Test and profile your app before release',
    ],
    highlights: [
      { title: 'Modern Android only', desc: 'Compose, coroutines and Hilt, without legacy XML layouts.' },
      { title: 'Payments demo app', desc: 'Send-money flows, QR scanning and transaction history.' },
      { title: 'Built for budget phones', desc: 'Profile startup time and memory on entry-level devices.' },
    ],
    tools: [T.kotlin, T.compose, T.androidStudio, T.gradle, T.firebase],
    testimonials: [
      {
        name: 'Anjali Mishra',
        role: 'Android Developer, PhonePe',
        quote: 'The payments demo app was close to what I now work on every day.',
      },
      {
        name: 'Deepak Gowda',
        role: 'Software Engineer, Samsung R&D Bengaluru',
        quote: 'Compose finally made sense after the lessons on state hoisting.',
      },
      {
        name: 'Zoya Khan',
        role: 'Final-year B.E. student, Pune',
        quote: 'The QR scanning feature impressed my interviewers, and the explanations were always clear.',
      },
    ],
    learningJourney: [
      { step: 'Kotlin warm-up', desc: 'A quick tour of Kotlin for developers coming from other languages.' },
      { step: 'Compose the UI', desc: 'Build every screen of the payments app in Compose.' },
      { step: 'Wire up data', desc: 'Add Room, Retrofit and ViewModels behind the screens.' },
      { step: 'Test and release', desc: 'Write tests, add a baseline profile and create a signed build.' },
    ],
    faqs: [
      {
        question: 'Do I need to know Java?',
        answer: 'No. Kotlin is used throughout, and the language features you need are covered.',
      },
      {
        question: 'Are XML layouts covered?',
        answer: 'Only briefly, so you can read older code. Every new screen uses Jetpack Compose.',
      },
      {
        question: 'Which Android versions are supported?',
        answer: 'The app targets the latest Android release and runs on Android 8.0 and later.',
      },
    ],
    companies: ['PhonePe', 'Google', 'Samsung', 'Paytm', 'Ola', 'Flipkart'],
    modules: [
      {
        title: 'Kotlin for Android',
        description: 'Null safety, data classes, lambdas and extension functions.',
        duration: 40,
        resources: [R.kotlin],
      },
      {
        title: 'Compose Basics',
        description: 'Composables, modifiers, state and previews.',
        duration: 45,
        resources: [R.compose],
      },
      {
        title: 'Layouts and Theming',
        description: 'Lists, scaffolds and Material 3 theming with dark mode.',
        duration: 38,
      },
      {
        title: 'Navigation and ViewModels',
        description: 'Screens, arguments and state that survives rotation.',
        duration: 42,
      },
      {
        title: 'Coroutines and Flow',
        description: 'Asynchronous work without callbacks or frozen screens.',
        duration: 48,
      },
      {
        title: 'Room and Retrofit',
        description: 'Cache transaction history locally and keep it in sync with an API.',
        duration: 50,
      },
      {
        title: 'QR Scanning and Permissions',
        description: 'Scan a payment QR code with CameraX and ask for permissions politely.',
        duration: 35,
      },
      {
        title: 'Testing and Release',
        description: 'Unit and UI tests, a baseline profile and a signed release build.',
        duration: 40,
        resources: [R.androidPerf],
      },
    ],
  },
  {
    // Written lessons only for now: no module has a video, so the preview says Preview not available.
    slug: 'mobile-architecture-at-scale',
    owner: 'primary',
    noVideo: true,
    title: 'Mobile Architecture at Scale: Offline-First Apps, Performance and Releases',
    description:
      'For experienced mobile engineers: design modular apps that stay fast on budget phones, work offline and ship safely to millions of users with feature flags and staged rollouts.',
    category: 'Mobile Development',
    level: 'advanced',
    price: 6499,
    createdAt: '2026-07-21T09:30:00.000Z',
    tags: ['Mobile Architecture', 'Performance', 'Offline-First', 'Release Engineering'],
    requirements: [
      'Two or more years building Android, iOS, Flutter or React Native apps',
      'Experience shipping an app to a store',
    ],
    learningOutcomes: [
      'Modularise a large app so teams can work independently',
      'Design offline-first sync with conflict resolution',
      'Cut cold-start time and app size',
      'Run staged rollouts with feature flags and crash monitoring',
      'Answer mobile system design interview questions',
    ],
    highlights: [
      {
        title: 'Lessons from super apps',
        desc: 'Patterns from apps that combine payments, shopping and travel in one place.',
      },
      { title: 'Budget-device focus', desc: 'Measure on a 3 GB RAM phone, not the flagship on your desk.' },
      { title: 'Release playbook', desc: 'A step-by-step checklist for safe weekly releases.' },
    ],
    tools: [T.androidStudio, T.xcode, T.crashlytics, T.sentry, T.fastlane],
    testimonials: [
      {
        name: 'Aravind Swamy',
        role: 'Staff Engineer, Paytm',
        quote: 'The modularisation module gave our team a shared vocabulary and a clear migration plan.',
      },
      {
        name: 'Shreya Ghosh',
        role: 'Senior iOS Engineer, MakeMyTrip',
        quote: 'The staged rollout playbook is now part of our release process.',
      },
    ],
    learningJourney: [
      { step: 'Audit your app', desc: 'Measure startup, size and crash rate of an app you work on.' },
      { step: 'Study the patterns', desc: 'Written lessons with diagrams for each architecture topic.' },
      { step: 'Join live design reviews', desc: 'Discuss your app in small-group live sessions.' },
      { step: 'Write your plan', desc: 'Leave with an improvement plan you can take to your team.' },
    ],
    faqs: [
      {
        question: 'Is this for Android or iOS?',
        answer: 'Both. The concepts are platform-neutral, with examples in Kotlin, Swift and Dart.',
      },
      {
        question: 'Why are there no videos yet?',
        answer:
          'This course is taught through written lessons, diagrams and live sessions while the recorded videos are being produced.',
      },
      {
        question: 'Will this help with staff-level interviews?',
        answer: 'Yes. The final module covers mobile system design rounds.',
      },
    ],
    companies: ['Paytm', 'PhonePe', 'MakeMyTrip', 'Swiggy', 'Uber', 'Google'],
    modules: [
      {
        title: 'Modular App Architecture',
        description: 'Split a large app into feature modules with clear boundaries and ownership.',
        duration: 45,
      },
      {
        title: 'Offline-First Data and Sync',
        description: 'Local-first storage, sync queues and resolving conflicting edits.',
        duration: 50,
        resources: [R.androidPerf],
      },
      {
        title: 'Startup Time and App Size',
        description: 'Measure cold start, defer work and trim the download size.',
        duration: 40,
      },
      {
        title: 'Rendering Performance on Budget Phones',
        description: 'Find dropped frames and memory pressure on entry-level devices.',
        duration: 42,
      },
      {
        title: 'Feature Flags and Staged Rollouts',
        description: 'Release to one percent of users first and roll back without a new build.',
        duration: 35,
      },
      {
        title: 'Mobile System Design',
        description: 'Design a chat, a feed and a payments flow the way senior interviews expect.',
        duration: 60,
      },
    ],
  },
  // ---------------------------------------------------------------- DevOps
  {
    slug: 'linux-git-essentials',
    owner: 'primary',
    title: 'Linux and Git Essentials for Developers',
    description:
      'Get comfortable on the command line: navigate and script Linux, manage processes and permissions, and use Git and GitHub the way engineering teams do. Free and hands-on.',
    category: 'DevOps',
    level: 'beginner',
    price: 0,
    createdAt: '2026-01-15T03:45:00.000Z',
    tags: ['Linux', 'Git', 'Bash', 'GitHub', 'Beginner Friendly'],
    requirements: [
      'A laptop with Windows (through WSL), macOS or Linux',
      'No prior command-line experience needed',
    ],
    learningOutcomes: [
      'Navigate the file system and manage files from the terminal',
      'Understand users, permissions and processes',
      'Automate small tasks with Bash scripts',
      'Use Git branches, commits and merges confidently',
      'Collaborate on GitHub with pull requests and code review',
    ],
    highlights: [
      { title: 'Terminal confidence', desc: 'Daily drills that turn the command line into muscle memory.' },
      {
        title: 'Works on Windows',
        desc: 'A full WSL setup guide, so a Windows laptop works like a Linux server.',
      },
      { title: 'Team Git workflow', desc: 'Practise branching and pull requests with your peers.' },
    ],
    tools: [T.ubuntu, T.bash, T.git, T.github, T.vscode],
    testimonials: [
      {
        name: 'Gaurav Pillai',
        role: 'DevOps Engineer, Wipro',
        quote:
          'This free course started my switch from support to DevOps. The scripting module paid off at work at once.',
      },
      {
        name: 'Nandini Bhat',
        role: 'B.Tech student, Manipal',
        quote:
          'I finally understood merge conflicts. Our college project team uses pull requests properly now.',
      },
    ],
    learningJourney: [
      {
        step: 'Set up your terminal',
        desc: 'Install Ubuntu on WSL or use the terminal on your Mac or Linux laptop.',
      },
      { step: 'Daily drills', desc: 'Ten-minute command-line exercises after every lesson.' },
      { step: 'Script something useful', desc: 'Write a backup script you will actually keep using.' },
      { step: 'Collaborate', desc: 'Open and review pull requests on a shared practice repository.' },
    ],
    faqs: [
      {
        question: 'I use Windows. Can I take this course?',
        answer: 'Yes. The first module sets up Windows Subsystem for Linux step by step.',
      },
      { question: 'Is it free?', answer: 'Yes, every lesson and the certificate are free.' },
      {
        question: 'What comes after this course?',
        answer: 'Docker and Kubernetes: From Containers to Clusters is the natural next step.',
      },
    ],
    companies: ['Red Hat', 'Wipro', 'Infosys', 'HCLTech', 'IBM', 'GitHub'],
    modules: [
      {
        title: 'Getting Started with the Terminal',
        description: 'Set up Ubuntu or WSL and learn to move around the file system.',
        duration: 25,
        resources: [R.bash],
      },
      {
        title: 'Files, Permissions and Users',
        description: 'Create, move and protect files, and understand what sudo really does.',
        duration: 32,
      },
      {
        title: 'Processes and Services',
        description: 'Inspect running programs, logs and services with systemctl and journalctl.',
        duration: 30,
      },
      {
        title: 'Bash Scripting',
        description: 'Variables, loops and conditions to automate a backup script.',
        duration: 40,
      },
      {
        title: 'Git Fundamentals',
        description: 'Commits, branches, merges and how to undo mistakes safely.',
        duration: 45,
        resources: [R.gitBook],
      },
      {
        title: 'Collaborating on GitHub',
        description: 'Forks, pull requests, reviews and resolving conflicts.',
        duration: 35,
        resources: [R.ghPullRequests],
      },
    ],
  },
  {
    slug: 'docker-kubernetes',
    owner: 'primary',
    authoredThroughApi: true,
    title: 'Docker and Kubernetes: From Containers to Clusters',
    description:
      'Containerise a microservices app with Docker, then deploy, scale and troubleshoot it on Kubernetes with Helm, ingress and autoscaling.',
    category: 'DevOps',
    level: 'intermediate',
    price: 4999,
    createdAt: '2026-02-26T06:00:00.000Z',
    tags: ['Docker', 'Kubernetes', 'Helm', 'Containers', 'CKAD'],
    requirements: [
      'Linux command-line basics',
      'Some experience building or running a web application',
      'A laptop with 8 GB RAM or more',
    ],
    learningOutcomes: [
      'Write efficient, secure Dockerfiles with multi-stage builds',
      'Run multi-container apps with Docker Compose',
      'Deploy apps on Kubernetes with Deployments, Services and Ingress',
      'Package releases with Helm and manage config and secrets',
      'Autoscale workloads and debug failing pods',
      'Prepare for the CKAD certification',
    ],
    highlights: [
      {
        title: 'Hands-on clusters',
        desc: 'Every lab runs on a local kind cluster, so there is no cloud bill.',
      },
      {
        title: 'Troubleshooting drills',
        desc: 'Fix broken deployments against the clock, just like a real on-call shift.',
      },
      { title: 'CKAD preparation', desc: 'Practice tasks in the style of the certification exam.' },
    ],
    tools: [T.docker, T.kubernetes, T.helm, T.prometheus, T.grafana],
    testimonials: [
      {
        name: 'Manish Kumar',
        role: 'DevOps Engineer, Airtel',
        quote:
          'I passed CKAD on my first attempt. The troubleshooting drills were exactly the right practice.',
      },
      {
        name: 'Sneha Patil',
        role: 'Cloud Engineer, Capgemini',
        quote: 'Clear explanations of networking and ingress, which every other course skipped.',
      },
      {
        name: 'Varun Malhotra',
        role: 'Backend Developer, Razorpay',
        quote: 'Now I debug my own services in our cluster instead of waiting for the platform team.',
      },
    ],
    learningJourney: [
      { step: 'Containerise', desc: 'Package three services of a shopping app into images.' },
      { step: 'Orchestrate', desc: 'Deploy them on a local Kubernetes cluster with Helm.' },
      { step: 'Break and fix', desc: 'Timed troubleshooting drills on deliberately broken clusters.' },
      { step: 'Exam practice', desc: 'Work through a full CKAD-style practice set.' },
    ],
    faqs: [
      {
        question: 'Do I need a cloud account?',
        answer: 'No. All labs run on a local kind cluster; an optional module deploys to a managed cluster.',
      },
      {
        question: 'Does this prepare me for CKAD?',
        answer:
          'It covers every CKAD domain with exam-style tasks. The exam itself is booked separately with the Linux Foundation.',
      },
      {
        question: 'Is Docker Desktop required?',
        answer: 'Docker Desktop or Docker Engine on Linux both work, and the setup for each is explained.',
      },
    ],
    companies: ['Airtel', 'Razorpay', 'Capgemini', 'Red Hat', 'Amazon', 'Thoughtworks'],
    modules: [
      {
        title: 'Containers and Images',
        description: 'What a container really is, and how images and layers work.',
        duration: 35,
        resources: [R.docker],
      },
      {
        title: 'Writing Good Dockerfiles',
        description: 'Small, secure images with multi-stage builds and sensible caching.',
        duration: 40,
      },
      {
        title: 'Docker Compose for Local Stacks',
        description: 'Run the app, its database and a cache together with one command.',
        duration: 30,
      },
      {
        title: 'Kubernetes Architecture',
        description: 'The control plane, nodes, pods and how a deployment reaches a running container.',
        duration: 38,
        resources: [R.kubernetes],
      },
      {
        title: 'Deployments, Services and Ingress',
        description: 'Roll out new versions and route traffic to them.',
        duration: 52,
      },
      {
        title: 'Config, Secrets and Storage',
        description: 'ConfigMaps, Secrets and persistent volumes for stateful parts.',
        duration: 42,
      },
      {
        title: 'Helm and Autoscaling',
        description: 'Package releases with Helm and scale on CPU and custom metrics.',
        duration: 45,
        resources: [R.helm],
      },
      {
        title: 'Troubleshooting Clusters',
        description: 'Crash loops, pending pods and failing probes, diagnosed step by step.',
        duration: 50,
      },
    ],
  },
  {
    slug: 'aws-for-developers',
    owner: 'primary',
    title: 'AWS for Developers: Deploy, Scale and Monitor',
    description:
      'Deploy real applications on AWS with Lambda, API Gateway, DynamoDB, S3 and CloudFront, defined as code, monitored and kept within budget. Prepares you for the AWS Certified Developer Associate exam.',
    category: 'DevOps',
    level: 'intermediate',
    price: 3999,
    createdAt: '2026-05-05T04:20:00.000Z',
    tags: ['AWS', 'Serverless', 'Cloud', 'DynamoDB', 'Certification'],
    requirements: [
      'Experience building a web app or API in any language',
      'An AWS account (the free tier covers the labs)',
      'A debit or credit card to verify the AWS account',
    ],
    learningOutcomes: [
      'Deploy serverless APIs with Lambda and API Gateway',
      'Model data around DynamoDB access patterns',
      'Serve a frontend worldwide with S3 and CloudFront',
      'Define infrastructure as code with the AWS CDK',
      'Secure services with least-privilege IAM policies',
      'Monitor, alert and keep the monthly bill in check',
    ],
    highlights: [
      {
        title: 'Free-tier friendly',
        desc: 'Labs are designed to stay within the AWS free tier, with budget alerts from the first day.',
      },
      {
        title: 'Mumbai region first',
        desc: 'Deploy in ap-south-1 and learn the data-residency questions Indian clients ask.',
      },
      { title: 'Exam practice', desc: 'Mock questions for the Developer Associate certification.' },
    ],
    tools: [T.lambda, T.dynamodb, T.cloudfront, T.cdk, T.cloudwatch, T.ts],
    testimonials: [
      {
        name: 'Rakesh Reddy',
        role: 'Cloud Developer, Tata Consultancy Services',
        quote:
          'I cleared the Developer Associate exam two weeks after finishing. The DynamoDB modelling module was excellent.',
      },
      {
        name: 'Priyanka Sen',
        role: 'Full-Stack Developer, Pune',
        quote: 'We moved our side project to serverless and the monthly bill fell to almost nothing.',
      },
    ],
    learningJourney: [
      { step: 'Secure your account', desc: 'Set up IAM users, MFA and budget alerts before anything else.' },
      { step: 'Deploy serverless', desc: 'Ship an API and a website, module by module.' },
      { step: 'Codify everything', desc: 'Rebuild the whole stack with the AWS CDK.' },
      { step: 'Certify', desc: 'Take the mock exams and book the Developer Associate exam with AWS.' },
    ],
    faqs: [
      {
        question: 'Will AWS charge me?',
        answer:
          'The labs fit within the free tier if you follow the clean-up steps at the end of each module. Budget alerts are set up in the first lesson.',
      },
      {
        question: 'Which exam does this prepare me for?',
        answer: 'AWS Certified Developer - Associate. The exam is booked and paid for separately with AWS.',
      },
      {
        question: 'Which language is used?',
        answer: 'TypeScript, for both the functions and the infrastructure code.',
      },
    ],
    companies: ['Amazon', 'TCS', 'Infosys', 'Accenture', 'Freshworks', 'Zerodha'],
    modules: [
      {
        title: 'AWS Foundations and IAM',
        description: 'Regions, accounts, IAM users and roles, and budget alerts.',
        duration: 30,
        resources: [R.aws],
      },
      {
        title: 'Serverless APIs with Lambda',
        description: 'Functions behind API Gateway, with logging and error handling.',
        duration: 45,
      },
      {
        title: 'Data Modelling in DynamoDB',
        description: 'Design tables from access patterns, not from entities.',
        duration: 50,
      },
      {
        title: 'Static Sites with S3 and CloudFront',
        description: 'Host a frontend privately in S3 and serve it fast across India.',
        duration: 28,
      },
      {
        title: 'Infrastructure as Code with the CDK',
        description: 'Define the whole stack in TypeScript and deploy it repeatably.',
        duration: 48,
      },
      {
        title: 'Monitoring and Cost Control',
        description: 'CloudWatch dashboards, alarms and the habits that keep the bill small.',
        duration: 35,
        resources: [R.wellArchitected],
      },
      {
        title: 'Developer Associate Exam Practice',
        description: 'Exam-style questions with worked explanations.',
        duration: 55,
      },
    ],
  },
  {
    slug: 'cicd-github-actions-terraform',
    owner: 'primary',
    title: 'CI/CD and Infrastructure as Code with GitHub Actions and Terraform',
    description:
      'Build the delivery platform a growing engineering team needs: reusable GitHub Actions pipelines, Terraform modules for several environments, GitOps deployments and observability with Prometheus and Grafana.',
    category: 'DevOps',
    level: 'advanced',
    price: 6999,
    createdAt: '2026-08-12T08:15:00.000Z',
    tags: ['CI/CD', 'Terraform', 'GitHub Actions', 'GitOps', 'SRE'],
    requirements: [
      'Comfortable with Docker and basic Kubernetes',
      'Experience with at least one cloud provider',
      'Working knowledge of Git',
    ],
    learningOutcomes: [
      'Design fast, reliable CI pipelines with caching and parallel jobs',
      'Write reusable Terraform modules with remote state',
      'Deploy with GitOps and progressive delivery',
      'Add security scanning and policy checks to pipelines',
      'Define SLOs and build dashboards and alerts that matter',
    ],
    highlights: [
      {
        title: 'Platform thinking',
        desc: 'Treat pipelines as a product that other teams use, with templates and documentation.',
      },
      {
        title: 'Multi-environment Terraform',
        desc: 'Development, staging and production from the same modules.',
      },
      { title: 'SLO-based alerting', desc: 'Fewer, better alerts tied to what users actually feel.' },
    ],
    tools: [T.actions, T.terraform, T.argocd, T.kubernetes, T.prometheus, T.grafana],
    testimonials: [
      {
        name: 'Ankit Srivastava',
        role: 'Site Reliability Engineer, Juspay',
        quote:
          'The Terraform module design lessons cleaned up years of copy-pasted infrastructure in our team.',
      },
      {
        name: 'Bhavana Murthy',
        role: 'Platform Engineer, Thoughtworks',
        quote: 'The SLO module changed how we set up alerts. Fewer pages, and the ones we get now matter.',
      },
    ],
    learningJourney: [
      { step: 'Assess your pipeline', desc: 'Measure build times and failure rates of a pipeline you know.' },
      { step: 'Rebuild the platform', desc: 'Pipelines, infrastructure and deployments, module by module.' },
      { step: 'Add guardrails', desc: 'Security scans, policies and SLOs on top.' },
      { step: 'Capstone review', desc: 'Present your platform design to a mentor for feedback.' },
    ],
    faqs: [
      {
        question: 'Which cloud is used?',
        answer: 'AWS for the labs, with notes on the equivalent Azure and Google Cloud resources.',
      },
      {
        question: 'Is Kubernetes required?',
        answer: 'You should know the basics; the GitOps module deploys to a Kubernetes cluster.',
      },
      {
        question: 'Does this cover the Terraform Associate exam?',
        answer: 'Most of the exam objectives are covered, and a practice question set is included.',
      },
    ],
    companies: ['Juspay', 'Thoughtworks', 'Atlassian', 'Microsoft', 'Razorpay', 'Zerodha'],
    modules: [
      {
        title: 'Pipelines as Products',
        description: 'What a good delivery platform gives teams, and how to measure it.',
        duration: 28,
      },
      {
        title: 'GitHub Actions in Depth',
        description: 'Reusable workflows, caching, matrices and self-hosted runners.',
        duration: 50,
        resources: [R.actions],
      },
      {
        title: 'Terraform Foundations',
        description: 'Providers, state, plans and the workflow that keeps changes safe.',
        duration: 45,
        resources: [R.terraform],
      },
      {
        title: 'Terraform Modules and Environments',
        description: 'Reusable modules and separate state for each environment.',
        duration: 52,
      },
      {
        title: 'GitOps Deployments',
        description: 'Argo CD, progressive delivery and automatic rollbacks.',
        duration: 46,
      },
      {
        title: 'Supply Chain Security',
        description: 'Dependency scanning, signed images and policy checks in the pipeline.',
        duration: 38,
      },
      {
        title: 'Observability and SLOs',
        description: 'Metrics, dashboards and alerts built on service level objectives.',
        duration: 48,
        resources: [R.prometheus],
      },
      {
        title: 'Capstone: A Platform for a Payments Team',
        description: 'Put every piece together for a team shipping a payments service.',
        duration: 60,
      },
    ],
  },
  // ---------------------------------------------------------------- AI/ML
  {
    slug: 'generative-ai-for-everyone',
    owner: 'second',
    title: 'Generative AI for Everyone: Prompts, Tools and Everyday Workflows',
    description:
      'Understand what large language models can and cannot do, write prompts that give reliable results, and use AI assistants safely for study, office work and coding. No coding required.',
    category: 'AI/ML',
    level: 'beginner',
    price: 0,
    createdAt: '2026-03-02T05:30:00.000Z',
    tags: ['Generative AI', 'Prompt Engineering', 'ChatGPT', 'Productivity', 'Beginner Friendly'],
    requirements: [
      'No technical background needed',
      'A free account on at least one AI assistant such as ChatGPT or Gemini',
    ],
    learningOutcomes: [
      'Explain in plain words how large language models generate text',
      'Write structured prompts with roles, examples and constraints',
      'Use AI to summarise documents, draft emails and analyse spreadsheets',
      'Check AI output for errors and bias',
      'Follow safe practices for personal and company data',
    ],
    highlights: [
      { title: 'Hands-on from lesson one', desc: 'Every lesson ends with a prompt you try yourself.' },
      {
        title: 'Responsible use',
        desc: 'Privacy, hallucinations and what never to paste into a chatbot.',
      },
      {
        title: 'Indian workplace examples',
        desc: 'Drafting GST invoice emails, summarising RBI circulars and preparing for campus interviews.',
      },
    ],
    tools: [T.chatgpt, T.gemini, T.copilot, T.sheets, T.notion],
    testimonials: [
      {
        name: 'Kavitha Ramesh',
        role: 'School Teacher, Chennai',
        quote:
          'I now prepare lesson plans and question papers in half the time, and I know how to check the answers.',
      },
      {
        name: 'Amit Bhatt',
        role: 'Chartered Accountant, Ahmedabad',
        quote: 'The spreadsheet lessons and the privacy module were exactly what my firm needed.',
      },
      {
        name: 'Sakshi Gupta',
        role: 'B.A. student, Delhi University',
        quote: 'Simple, practical and free. The prompt patterns work every time.',
      },
    ],
    learningJourney: [
      { step: 'Enrol for free', desc: 'No payment and no coding; just an AI assistant account.' },
      { step: 'Learn the patterns', desc: 'Five prompt patterns you can reuse for almost any task.' },
      { step: 'Apply them at work', desc: 'Try each pattern on a task from your own study or job.' },
      { step: 'Share what worked', desc: 'Post your best prompt in the forum and learn from others.' },
    ],
    faqs: [
      {
        question: 'Do I need to know programming?',
        answer: 'No. This course is for everyone, and there is no code.',
      },
      {
        question: 'Which AI tool should I use?',
        answer:
          'Any major assistant works. Examples use ChatGPT and Gemini, and the ideas apply to all of them.',
      },
      {
        question: 'Is it safe to put office documents into AI tools?',
        answer: 'Only if your organisation allows it. A full module covers what you should never share.',
      },
    ],
    companies: ['Google', 'Microsoft', 'Infosys', 'TCS', 'Accenture', 'Wipro'],
    modules: [
      {
        title: 'What Generative AI Is',
        description: 'How large language models work, in plain language and without maths.',
        duration: 20,
      },
      {
        title: 'Prompting Fundamentals',
        description: 'Roles, context, examples and output formats that make answers reliable.',
        duration: 30,
        resources: [R.prompting],
      },
      {
        title: 'AI for Office Work',
        description: 'Summaries, emails, meeting notes and spreadsheet analysis.',
        duration: 35,
      },
      {
        title: 'AI for Learning and Careers',
        description: 'Study plans, mock interviews and CV feedback, with their honest limits.',
        duration: 25,
      },
      {
        title: 'Using AI Responsibly',
        description: "Hallucinations, bias, privacy and your organisation's AI policy.",
        duration: 22,
      },
    ],
  },
  {
    slug: 'machine-learning-scikit-learn',
    owner: 'second',
    title: 'Machine Learning with Python and scikit-learn',
    description:
      'Build, evaluate and explain machine learning models for real business problems such as loan default, customer churn and delivery-time prediction, using Python and scikit-learn.',
    category: 'AI/ML',
    level: 'intermediate',
    price: 4999,
    createdAt: '2026-03-24T10:45:00.000Z',
    tags: ['Machine Learning', 'scikit-learn', 'Python', 'Feature Engineering', 'Model Evaluation'],
    requirements: ['Python and pandas basics', 'School-level maths; some statistics helps'],
    learningOutcomes: [
      'Frame business problems as regression or classification tasks',
      'Prepare features and build reproducible pipelines',
      'Train and compare linear models, trees and gradient boosting',
      'Evaluate models with the right metrics and cross-validation',
      'Explain predictions to non-technical stakeholders',
      'Serve a model behind a simple API',
    ],
    highlights: [
      {
        title: 'Business problems',
        desc: 'Loan default for an NBFC, churn for a telecom operator and delivery times for a food app.',
      },
      {
        title: 'Honest evaluation',
        desc: 'Leakage, imbalanced classes and metrics that match the cost of a wrong prediction.',
      },
      { title: 'Leaderboard capstone', desc: 'Compete with your batch on a private leaderboard.' },
    ],
    tools: [T.python, T.sklearn, T.pandas, T.jupyter, T.xgboost, T.fastapi],
    testimonials: [
      {
        name: 'Rohan Kapoor',
        role: 'Data Scientist, Bajaj Finserv',
        quote:
          'The loan default case study was close to my actual work, with great focus on leakage and metrics.',
      },
      {
        name: 'Ananya Das',
        role: 'ML Engineer, Tiger Analytics',
        quote: 'The pipeline approach made my models reproducible, and my reviewers noticed.',
      },
    ],
    learningJourney: [
      { step: 'Refresh pandas', desc: 'A short warm-up notebook on data preparation.' },
      { step: 'Model three problems', desc: 'Regression and classification on Indian business datasets.' },
      { step: 'Compete', desc: 'Submit predictions to the batch leaderboard and iterate.' },
      { step: 'Present', desc: 'Explain your capstone model to a non-technical audience.' },
    ],
    faqs: [
      {
        question: 'How much maths is needed?',
        answer:
          'School algebra is enough. Intuition comes first, and maths is explained only where it helps.',
      },
      {
        question: 'Is deep learning covered?',
        answer:
          'No. This course covers classical machine learning; Deep Learning with PyTorch follows on from it.',
      },
      {
        question: 'Will I build a portfolio project?',
        answer: 'Yes. The capstone is a complete project with a model, an evaluation report and an API.',
      },
    ],
    companies: [
      'Bajaj Finserv',
      'Tiger Analytics',
      'Fractal Analytics',
      'Swiggy',
      'Jio Platforms',
      'American Express',
      'Walmart Global Tech',
    ],
    modules: [
      {
        title: 'The Machine Learning Workflow',
        description: 'From a business question to a model in production, and where projects go wrong.',
        duration: 28,
      },
      {
        title: 'Regression Models',
        description: 'Linear and regularised regression for delivery-time prediction.',
        duration: 45,
        resources: [R.sklearn],
      },
      {
        title: 'Classification and Metrics',
        description: 'Logistic regression, precision, recall and ROC curves for loan default.',
        duration: 48,
      },
      {
        title: 'Feature Engineering and Pipelines',
        description: 'Encoding, scaling and reproducible scikit-learn pipelines.',
        duration: 42,
      },
      {
        title: 'Trees, Random Forests and Boosting',
        description: 'Tree-based models and gradient boosting for customer churn.',
        duration: 52,
      },
      {
        title: 'Model Selection and Tuning',
        description: 'Cross-validation, hyperparameter search and avoiding leakage.',
        duration: 40,
      },
      {
        title: 'Explaining Models',
        description: 'Feature importance and per-prediction explanations for stakeholders.',
        duration: 32,
      },
      {
        title: 'Capstone: Delivery Time Prediction',
        description: 'Build, evaluate and serve a delivery-time model behind a FastAPI endpoint.',
        duration: 60,
        resources: [R.fastapi],
      },
    ],
  },
  {
    // Modules 2 to 4 are YouTube addresses and module 5 a Vimeo address, to show the player's sources.
    slug: 'deep-learning-pytorch',
    owner: 'second',
    title: 'Deep Learning with PyTorch: From Neural Networks to Transformers',
    description:
      'Understand neural networks from first principles and build them in PyTorch: CNNs for images, attention and transformers for text, trained on GPUs and fine-tuned on Indian-language data.',
    category: 'AI/ML',
    level: 'advanced',
    price: 8999,
    createdAt: '2026-06-25T06:30:00.000Z',
    tags: ['Deep Learning', 'PyTorch', 'Computer Vision', 'NLP', 'Transformers'],
    requirements: [
      'Comfortable with Python and NumPy',
      'Machine learning basics: training, validation and metrics',
      'Linear algebra and calculus at first-year engineering level',
    ],
    learningOutcomes: [
      'Explain how neural networks learn through gradient descent and backpropagation',
      'Build and train models with PyTorch tensors, autograd and modules',
      'Train CNNs for image classification with transfer learning',
      'Build attention and transformer models for text',
      'Fine-tune a pretrained model for Hindi or Tamil text classification',
      'Track experiments and speed up training on GPUs',
    ],
    highlights: [
      {
        title: 'First principles, then code',
        desc: 'Visual explanations of each idea before you implement it.',
      },
      { title: 'Indian-language NLP', desc: 'Fine-tune models on Hindi and Tamil text datasets.' },
      { title: 'Free GPUs', desc: 'Every notebook runs on free Colab or Kaggle GPUs.' },
    ],
    tools: [T.pytorch, T.python, T.huggingface, T.colab, T.numpy, T.wandb],
    testimonials: [
      {
        name: 'Aditya Krishnamurthy',
        role: 'Applied Scientist, Amazon',
        quote: 'The backpropagation module is the clearest explanation I have seen, and I have seen many.',
      },
      {
        name: 'Fatima Sheikh',
        role: 'M.Tech student, IIT Bombay',
        quote: 'Fine-tuning on Hindi text was a great project. It turned into my thesis topic.',
      },
      {
        name: 'Varsha Iyengar',
        role: 'Computer Vision Engineer, Ather Energy',
        quote: 'Solid coverage of CNNs and transfer learning, with practical training tips.',
      },
    ],
    learningJourney: [
      { step: 'Build intuition', desc: 'Watch the visual explanations of how networks learn.' },
      { step: 'Implement from scratch', desc: 'Write a small network with tensors and autograd.' },
      { step: 'Scale up', desc: 'Train CNNs and transformers on GPUs.' },
      {
        step: 'Fine-tune and publish',
        desc: 'Fine-tune an Indian-language model and share it with your batch.',
      },
    ],
    faqs: [
      { question: 'Do I need my own GPU?', answer: 'No. Every notebook runs on free Colab or Kaggle GPUs.' },
      {
        question: 'Why are some lessons on YouTube and Vimeo?',
        answer:
          'A few lessons use well-known visual explanations of neural networks hosted there; the rest are our own recordings.',
      },
      {
        question: 'Is TensorFlow covered?',
        answer: 'No. The course uses PyTorch, the most common choice in research and much of industry.',
      },
    ],
    companies: ['Google', 'Microsoft', 'Amazon', 'NVIDIA', 'Qualcomm', 'Ather Energy', 'Flipkart'],
    modules: [
      {
        title: 'Tensors and Autograd',
        description: 'PyTorch tensors, GPU execution and automatic differentiation.',
        duration: 35,
        resources: [R.pytorch],
      },
      {
        title: 'Neural Networks from First Principles',
        description: 'Neurons, layers and weights, seen as a function that recognises handwritten digits.',
        duration: 19,
        video: 'https://www.youtube.com/watch?v=aircAruvnKk',
      },
      {
        title: 'Gradient Descent',
        description: 'How a network improves by following the slope of its cost function.',
        duration: 21,
        video: 'https://www.youtube.com/watch?v=IHZwWFHWa-w',
      },
      {
        title: 'Backpropagation',
        description: 'How each weight learns its share of the blame for an error.',
        duration: 14,
        video: 'https://www.youtube.com/watch?v=Ilg3gGewQ5U',
      },
      {
        title: 'Training Loops in PyTorch',
        description: 'Datasets, data loaders, optimisers and a clean, reusable training loop.',
        duration: 45,
        video: 'https://vimeo.com/76979871',
      },
      {
        title: 'Convolutional Networks and Transfer Learning',
        description: 'CNNs for image classification, starting from pretrained weights.',
        duration: 55,
      },
      {
        title: 'Attention and Transformers',
        description: 'Self-attention, positional encoding and the transformer block, built step by step.',
        duration: 60,
        resources: [R.transformers],
      },
      {
        title: 'Fine-Tuning for Indian Languages',
        description: 'Fine-tune a multilingual model to classify Hindi and Tamil news headlines.',
        duration: 50,
      },
    ],
  },
  {
    slug: 'llm-apps-rag-agents',
    owner: 'second',
    title: 'Building LLM Apps: RAG, Agents and Evaluation',
    description:
      'Go beyond prompts and build reliable LLM applications: retrieval-augmented generation over your own documents, tool-using agents, guardrails and systematic evaluation, deployed as a production API.',
    category: 'AI/ML',
    level: 'advanced',
    price: 9999,
    createdAt: '2026-09-08T07:00:00.000Z',
    tags: ['LLM', 'RAG', 'AI Agents', 'Vector Search', 'Python'],
    requirements: [
      'Solid Python, including async code',
      'Experience building or consuming REST APIs',
      'Basic machine learning concepts',
    ],
    learningOutcomes: [
      'Design RAG pipelines with chunking, embeddings and hybrid search',
      'Build agents that call tools and APIs safely',
      'Evaluate LLM apps with test sets and automated graders',
      'Add guardrails for privacy, prompt injection and cost',
      'Deploy and monitor an LLM service in production',
    ],
    highlights: [
      {
        title: 'Build a real assistant',
        desc: "A support assistant that answers questions from a bank's policy documents.",
      },
      { title: 'Evaluation-driven', desc: 'Every change is measured against a test set, not a gut feeling.' },
      { title: 'Model-agnostic', desc: 'Works with hosted APIs and with open models you run yourself.' },
    ],
    tools: [T.python, T.fastapi, T.pgvector, T.huggingface, T.docker],
    testimonials: [
      {
        name: 'Srinivas Rao',
        role: 'Senior Software Engineer, Freshworks',
        quote:
          'The evaluation module is what most tutorials skip. It made our support bot measurably better.',
      },
      {
        name: 'Mitali Joshi',
        role: 'AI Engineer, Infosys',
        quote: 'Clear patterns for RAG and agents that I used directly in a client project.',
      },
    ],
    learningJourney: [
      { step: 'Baseline', desc: 'Build the simplest assistant and measure how it fails.' },
      { step: 'Retrieve', desc: 'Add search over the policy documents and measure again.' },
      { step: 'Act', desc: 'Give the assistant tools, with guardrails around them.' },
      { step: 'Ship', desc: 'Deploy the service with monitoring and a regression test set.' },
    ],
    faqs: [
      {
        question: 'Do I need to pay for an LLM API?',
        answer: 'No. Every lab can run with an open model on free Colab GPUs; hosted APIs are optional.',
      },
      {
        question: 'Which framework is used?',
        answer:
          'Plain Python with FastAPI, so you understand every step. One lesson compares popular frameworks.',
      },
      {
        question: 'Is this for data scientists or developers?',
        answer: 'Mainly for developers; data scientists with solid Python will be comfortable too.',
      },
    ],
    companies: ['Freshworks', 'Infosys', 'Google', 'Microsoft', 'Zoho', 'Salesforce'],
    modules: [
      {
        title: 'How LLM Apps Fail',
        description: 'Hallucination, stale knowledge and prompt injection, shown on a naive assistant.',
        duration: 25,
      },
      {
        title: 'Embeddings and Vector Search',
        description: 'Turn documents into vectors and search them with pgvector.',
        duration: 45,
        resources: [R.transformers],
      },
      {
        title: 'Retrieval-Augmented Generation',
        description: 'Chunking, hybrid search, reranking and citing sources in answers.',
        duration: 55,
      },
      {
        title: 'Tool Use and Agents',
        description: 'Let the model call APIs safely, with limits on what it may do.',
        duration: 50,
      },
      {
        title: 'Evaluating LLM Apps',
        description: 'Test sets, automated graders and regression checks for every change.',
        duration: 48,
      },
      {
        title: 'Guardrails, Privacy and Cost',
        description: 'Mask personal data, resist injection and keep token spend predictable.',
        duration: 38,
      },
      {
        title: 'Deploying an LLM Service',
        description: 'Serve the assistant with FastAPI, with streaming, caching and monitoring.',
        duration: 42,
        resources: [R.fastapi],
      },
    ],
  },
  // ---------------------------------------------------------------- Cyber Security
  {
    slug: 'cyber-security-fundamentals',
    owner: 'primary',
    title: 'Cyber Security Fundamentals: Stay Safe Online and at Work',
    description:
      'Learn how common attacks work, from phishing and UPI fraud to ransomware, and the habits, tools and basic network security that stop them. Free and suitable for everyone.',
    category: 'Cyber Security',
    level: 'beginner',
    price: 0,
    createdAt: '2026-02-14T04:00:00.000Z',
    tags: ['Cyber Security', 'Phishing', 'Network Security', 'Beginner Friendly'],
    requirements: ['Basic computer and smartphone use', 'No technical background needed'],
    learningOutcomes: [
      'Recognise phishing, vishing and UPI payment scams',
      'Protect accounts with a password manager and two-factor authentication',
      'Explain how networks, firewalls and encryption keep data safe',
      'Secure your home Wi-Fi and personal devices',
      'Report cyber crime through the right Indian channels',
    ],
    highlights: [
      {
        title: 'Real Indian scams',
        desc: 'Case studies of KYC-update frauds, fake delivery messages and UPI collect-request scams.',
      },
      {
        title: 'Practical checklists',
        desc: 'Step-by-step guides for securing your phone, laptop and router.',
      },
      {
        title: 'A career starting point',
        desc: 'An overview of security careers and the path to SOC analyst roles.',
      },
    ],
    tools: [T.bitwarden, T.authenticator, T.virustotal, T.wireshark],
    testimonials: [
      {
        name: 'Sunita Menon',
        role: 'Bank Branch Manager, Kochi',
        quote:
          'I now train my staff with the UPI fraud case studies, and they have already stopped real scams.',
      },
      {
        name: 'Yash Thakur',
        role: 'B.Sc. IT student, Nagpur',
        quote: 'A great free introduction. I am now preparing for the SOC analyst bootcamp.',
      },
    ],
    learningJourney: [
      { step: 'Enrol for free', desc: 'Start with the first lesson on how attackers think.' },
      { step: 'Secure yourself', desc: 'Work through the checklists for your own accounts and devices.' },
      { step: 'Learn the basics of networks', desc: 'Understand what firewalls and encryption really do.' },
      { step: 'Choose a path', desc: 'Continue to web security or SOC analyst training if you enjoyed it.' },
    ],
    faqs: [
      {
        question: 'Is this course technical?',
        answer:
          'Only lightly. The first half is for everyone; the second half introduces networking for those considering a security career.',
      },
      {
        question: 'How do I report a cyber crime in India?',
        answer:
          'Call the national helpline 1930 or file a complaint at cybercrime.gov.in. The last module walks you through both.',
      },
      { question: 'Is there a certificate?', answer: 'Yes, a free certificate of completion.' },
    ],
    companies: ['Quick Heal', 'Wipro', 'TCS', 'HDFC Bank', 'Deloitte', 'IBM'],
    modules: [
      {
        title: 'How Attackers Think',
        description: 'Why ordinary people are targeted and what attackers are really after.',
        duration: 22,
      },
      {
        title: 'Phishing and Payment Scams',
        description: 'Spot fake links, KYC frauds and UPI collect requests before you tap.',
        duration: 30,
        resources: [R.certIn],
      },
      {
        title: 'Passwords and Two-Factor Authentication',
        description: 'Password managers, passkeys and authenticator apps, set up together.',
        duration: 25,
      },
      {
        title: 'Networks and Encryption Basics',
        description: 'IP addresses, ports, firewalls and what the padlock in your browser means.',
        duration: 40,
      },
      {
        title: 'Securing Devices and Home Wi-Fi',
        description: 'Updates, app permissions, backups and router settings that matter.',
        duration: 28,
      },
      {
        title: 'Responding to Incidents and Reporting Cyber Crime',
        description: 'What to do in the first hour after a scam, and how to report it.',
        duration: 20,
        resources: [R.cybercrime],
      },
    ],
  },
  {
    slug: 'web-app-security-owasp',
    owner: 'primary',
    title: 'Web Application Security: OWASP Top 10 Hands-On',
    description:
      'Attack and then fix a deliberately vulnerable banking web app: injection, broken access control, XSS, SSRF and more from the OWASP Top 10, with secure coding patterns for Node.js and Java teams.',
    category: 'Cyber Security',
    level: 'intermediate',
    price: 3499,
    createdAt: '2026-04-22T11:00:00.000Z',
    tags: ['Application Security', 'OWASP Top 10', 'Secure Coding', 'Burp Suite'],
    requirements: [
      'Experience building web apps in any language',
      'Basic HTTP knowledge: requests, headers and cookies',
    ],
    learningOutcomes: [
      'Find and exploit OWASP Top 10 vulnerabilities in a safe lab',
      'Fix each vulnerability with secure coding patterns',
      'Intercept and test requests with Burp Suite',
      'Secure authentication, sessions and APIs',
      'Add security testing to code review and CI',
    ],
    highlights: [
      {
        title: 'Break it, then fix it',
        desc: 'Every vulnerability is exploited in the lab and then patched in code.',
      },
      {
        title: 'Fintech-focused labs',
        desc: 'A vulnerable banking app with UPI-style transfers and KYC uploads.',
      },
      {
        title: 'Made for developers',
        desc: 'For developers who want to ship secure code, not only for penetration testers.',
      },
    ],
    tools: [T.burp, T.zap, T.docker, T.node, T.semgrep],
    testimonials: [
      {
        name: 'Arun Prakash',
        role: 'Senior Developer, HDFC Bank',
        quote:
          'The access control module helped me find a real bug in our internal app the week I finished it.',
      },
      {
        name: 'Swati Jain',
        role: 'Application Security Engineer, Razorpay',
        quote: 'A practical course developers actually enjoy. We now use it to onboard new team members.',
      },
    ],
    learningJourney: [
      { step: 'Start the lab', desc: 'Run the vulnerable banking app locally with Docker.' },
      { step: 'Attack', desc: 'Exploit one OWASP category per module with guided steps.' },
      { step: 'Fix', desc: 'Patch the code and prove the fix with a test.' },
      { step: 'Automate', desc: 'Add scanners and review checklists to your own pipeline.' },
    ],
    faqs: [
      {
        question: 'Is it legal to practise these attacks?',
        answer:
          'Yes, in the provided lab. Never test systems you do not own or have written permission to test.',
      },
      {
        question: 'Do I need to know a specific language?',
        answer: 'Examples are in JavaScript and Java, but the patterns apply to any stack.',
      },
      {
        question: 'Does this prepare me for bug bounty programmes?',
        answer:
          'It builds the fundamentals. Bug bounty hunting needs further practice on real programmes, within their rules.',
      },
    ],
    companies: ['Razorpay', 'HDFC Bank', 'PhonePe', 'Cisco', 'Deloitte', 'Paytm'],
    modules: [
      {
        title: 'Setting Up the Lab',
        description: 'Run the vulnerable banking app and configure Burp Suite as a proxy.',
        duration: 20,
        resources: [R.owaspTop10],
      },
      {
        title: 'Injection Attacks',
        description: 'SQL and command injection, exploited and then fixed with parameterised queries.',
        duration: 45,
      },
      {
        title: 'Broken Access Control',
        description: "Read other customers' statements, then close the gap with proper authorisation checks.",
        duration: 42,
      },
      {
        title: 'Cross-Site Scripting',
        description: 'Stored and reflected XSS, output encoding and Content Security Policy.',
        duration: 38,
      },
      {
        title: 'Authentication and Session Flaws',
        description: 'Weak OTP flows, session fixation and secure cookie settings.',
        duration: 40,
        resources: [R.owaspCheatSheets],
      },
      {
        title: 'SSRF and API Security',
        description: 'Server-side request forgery and the most common API weaknesses.',
        duration: 36,
      },
      {
        title: 'Misconfiguration and Vulnerable Dependencies',
        description: 'Security headers, secrets in code and outdated packages.',
        duration: 30,
      },
      {
        title: 'Security in Code Review and CI',
        description: 'Static analysis, dependency scanning and a security review checklist.',
        duration: 34,
      },
    ],
  },
  {
    slug: 'soc-analyst-bootcamp',
    owner: 'primary',
    title: 'SOC Analyst Bootcamp: SIEM, Threat Hunting and Incident Response',
    description:
      'Train for a security operations centre role: monitor logs in a SIEM, triage alerts, hunt threats with MITRE ATT&CK and run incident response playbooks against realistic attack simulations.',
    category: 'Cyber Security',
    level: 'intermediate',
    price: 5499,
    createdAt: '2026-07-07T05:15:00.000Z',
    tags: ['SOC', 'SIEM', 'Threat Hunting', 'Incident Response', 'Blue Team'],
    requirements: [
      'Networking basics: IP addresses, ports and DNS',
      'Linux command-line basics',
      'Cyber Security Fundamentals or equivalent knowledge',
    ],
    learningOutcomes: [
      'Collect and search logs in Splunk and Wazuh',
      'Triage alerts and separate real incidents from noise',
      'Map attacker behaviour to MITRE ATT&CK techniques',
      'Follow incident response playbooks and write clear reports',
      'Prepare for SOC analyst interviews and the CompTIA Security+ exam',
    ],
    highlights: [
      {
        title: 'Realistic simulations',
        desc: 'Investigate staged attacks on a lab network, from phishing to ransomware.',
      },
      { title: 'Shift-style drills', desc: 'Work an alert queue against the clock, as L1 analysts do.' },
      {
        title: 'Report templates',
        desc: 'Incident report templates aligned with CERT-In reporting requirements.',
      },
    ],
    tools: [T.splunk, T.wazuh, T.elastic, T.wireshark, T.sysmon],
    testimonials: [
      {
        name: 'Karan Sethi',
        role: 'SOC Analyst L1, Wipro',
        quote: 'The alert triage drills were exactly what my interview panel tested. I got the offer.',
      },
      {
        name: 'Revathi Srinivasan',
        role: 'Security Analyst, Tata Communications',
        quote: 'Realistic simulations and clear incident report templates I still use.',
      },
    ],
    learningJourney: [
      { step: 'Set up the SIEM lab', desc: 'Start Wazuh and a small lab network on your laptop.' },
      { step: 'Work the queue', desc: 'Triage alerts from staged attacks, module by module.' },
      { step: 'Hunt and respond', desc: 'Hunt with ATT&CK and run a full incident response.' },
      { step: 'Interview preparation', desc: 'Mock SOC interviews and a Security+ practice set.' },
    ],
    faqs: [
      {
        question: 'Can I get a SOC job without a degree in computer science?',
        answer:
          'Many L1 analysts come from diploma, B.Sc. and BCA backgrounds. Practical skills and a certification such as Security+ matter most.',
      },
      {
        question: 'Do I need a powerful laptop?',
        answer:
          '16 GB RAM is recommended for the full lab; a lighter cloud-hosted option is described for 8 GB machines.',
      },
      {
        question: 'Is the Security+ exam fee included?',
        answer: 'No. The exam is booked and paid for separately with CompTIA.',
      },
    ],
    companies: ['Wipro', 'Tata Communications', 'IBM', 'Accenture', 'Infosys', 'HCLTech', 'Deloitte'],
    modules: [
      {
        title: 'Inside a SOC',
        description: 'Roles, shifts, tools and how an alert becomes an incident.',
        duration: 22,
      },
      {
        title: 'Logs and SIEM Basics',
        description: 'Collect Windows, Linux and firewall logs and search them in a SIEM.',
        duration: 45,
      },
      {
        title: 'Alert Triage',
        description: 'Decide quickly and consistently which alerts need action.',
        duration: 40,
      },
      {
        title: 'Network Traffic Analysis',
        description: 'Read packet captures to confirm or rule out an intrusion.',
        duration: 42,
        resources: [R.wireshark],
      },
      {
        title: 'Threat Hunting with MITRE ATT&CK',
        description: 'Form hypotheses and hunt for attacker techniques in your logs.',
        duration: 48,
        resources: [R.attack],
      },
      {
        title: 'Incident Response Playbooks',
        description: 'Contain, eradicate and recover from a ransomware incident, step by step.',
        duration: 40,
        resources: [R.nistCsf],
      },
      {
        title: 'Reports and Interview Preparation',
        description: 'Write a clear incident report and practise common SOC interview questions.',
        duration: 30,
      },
    ],
  },
  {
    slug: 'ethical-hacking-kali-linux',
    owner: 'primary',
    title: 'Ethical Hacking and Penetration Testing with Kali Linux',
    description:
      'Plan and run professional penetration tests: reconnaissance, scanning, exploitation, privilege escalation and Active Directory attacks in a legal lab, finishing with a client-ready report.',
    category: 'Cyber Security',
    level: 'advanced',
    price: 7499,
    createdAt: '2026-10-13T06:40:00.000Z',
    tags: ['Ethical Hacking', 'Penetration Testing', 'Kali Linux', 'Red Team', 'OSCP'],
    requirements: [
      'Comfortable with Linux and networking',
      'Web application security basics',
      'A laptop with 16 GB RAM for the virtual lab',
    ],
    learningOutcomes: [
      'Scope and plan a penetration test within legal and contractual limits',
      'Perform reconnaissance and scanning with Nmap',
      'Exploit services and web applications with Metasploit and manual techniques',
      'Escalate privileges on Linux and Windows',
      'Attack and harden a small Active Directory network',
      'Write a professional report with risk ratings and remediation',
    ],
    highlights: [
      { title: 'A legal lab', desc: 'A private network of vulnerable machines you are allowed to attack.' },
      { title: 'Manual first', desc: 'Understand each exploit by hand before reaching for automated tools.' },
      {
        title: 'Client-ready reports',
        desc: 'Report templates used by consulting firms, reviewed by a mentor.',
      },
      { title: 'OSCP-style practice', desc: 'Timed practice boxes in the style of the OSCP exam.' },
    ],
    tools: [T.kali, T.nmap, T.metasploit, T.burp, T.wireshark, T.bloodhound],
    testimonials: [
      {
        name: 'Rajat Bhardwaj',
        role: 'Penetration Tester, KPMG',
        quote:
          'The Active Directory module alone made the course worth it. It matches what I see on client projects.',
      },
      {
        name: 'Meenakshi Sundaram',
        role: 'Security Consultant, EY',
        quote: 'The focus on reporting is rare and valuable. Clients read the report, not the exploit.',
      },
      {
        name: 'Tushar Patel',
        role: 'SOC Analyst turned Red Teamer, Ahmedabad',
        quote: 'The OSCP-style boxes were tough but fair. I passed OSCP four months later.',
      },
    ],
    learningJourney: [
      { step: 'Rules of engagement', desc: 'Learn the legal and contractual ground rules first.' },
      { step: 'Attack the lab', desc: 'Work through the lab machines module by module.' },
      { step: 'Timed practice', desc: 'Compromise OSCP-style boxes against the clock.' },
      { step: 'Deliver a report', desc: 'Submit a full penetration test report for mentor review.' },
    ],
    faqs: [
      {
        question: 'Is ethical hacking legal in India?',
        answer:
          'Yes, with written authorisation from the system owner. Testing without permission is an offence under the IT Act, 2000, and the course covers rules of engagement in detail.',
      },
      {
        question: 'Does this prepare me for OSCP?',
        answer:
          'It covers the core skills and includes OSCP-style practice machines. The exam is booked separately with OffSec.',
      },
      {
        question: 'What lab setup do I need?',
        answer: 'Kali Linux and the lab machines run in VirtualBox or VMware on a laptop with 16 GB RAM.',
      },
    ],
    companies: ['Deloitte', 'KPMG', 'EY', 'Cisco', 'Palo Alto Networks', 'Quick Heal'],
    modules: [
      {
        title: 'Rules of Engagement and Planning',
        description: 'Scope, authorisation, the IT Act and how professional engagements run.',
        duration: 25,
      },
      {
        title: 'Reconnaissance and Scanning',
        description: 'Passive recon, Nmap scanning and service enumeration.',
        duration: 45,
        resources: [R.nmap],
      },
      {
        title: 'Exploiting Network Services',
        description: 'Exploit vulnerable services by hand and with Metasploit.',
        duration: 55,
        resources: [R.kali],
      },
      {
        title: 'Web Application Exploitation',
        description: 'Chain web vulnerabilities into a foothold on the server.',
        duration: 50,
      },
      {
        title: 'Linux Privilege Escalation',
        description: 'Misconfigured sudo, SUID binaries, cron jobs and kernel exploits.',
        duration: 42,
      },
      {
        title: 'Windows Privilege Escalation',
        description: 'Service misconfigurations, token abuse and credential harvesting.',
        duration: 44,
      },
      {
        title: 'Active Directory Attacks',
        description: 'Kerberoasting, relay attacks and mapping attack paths with BloodHound.',
        duration: 60,
      },
      {
        title: 'Reporting and Client Communication',
        description: 'Risk ratings, executive summaries and remediation advice clients act on.',
        duration: 30,
      },
    ],
  },
  // ---------------------------------------------------------------- Drafts
  {
    slug: 'go-microservices-grpc',
    owner: 'primary',
    isPublished: false,
    title: 'Microservices in Go: gRPC, Kafka and Observability',
    description:
      'Design and build event-driven microservices in Go for a payments platform, with gRPC APIs, Kafka events, distributed tracing and resilient service-to-service calls.',
    category: 'Web Development',
    level: 'advanced',
    price: 6999,
    createdAt: '2026-11-10T09:00:00.000Z',
    tags: ['Go', 'Microservices', 'gRPC', 'Kafka', 'Observability'],
    requirements: [
      'Professional backend experience in any language',
      'Comfortable with Docker',
      'Basic Go syntax (a primer is included)',
    ],
    learningOutcomes: [
      'Write idiomatic, well-tested Go services',
      'Define service contracts with Protocol Buffers and gRPC',
      'Publish and consume events reliably with Kafka',
      'Trace requests across services with OpenTelemetry',
      'Apply timeouts, retries and circuit breakers between services',
    ],
    highlights: [
      {
        title: 'Payments domain',
        desc: 'Wallet, ledger and notification services that must never lose money.',
      },
      { title: 'Failure drills', desc: 'Kill services mid-request and watch the system recover.' },
      {
        title: 'Production observability',
        desc: 'Traces, metrics and logs wired in from the first service.',
      },
    ],
    tools: [T.go, T.grpc, T.kafka, T.docker, T.prometheus],
    testimonials: [],
    learningJourney: [
      { step: 'Go primer', desc: 'Catch up on Go syntax and tooling in a week.' },
      { step: 'Build the services', desc: 'Wallet, ledger and notifications, one module each.' },
      { step: 'Break them', desc: 'Failure drills that test your retries and timeouts.' },
      { step: 'Design review', desc: 'Present your architecture to a mentor.' },
    ],
    faqs: [
      {
        question: 'Do I need to know Go already?',
        answer: 'No, but you should be an experienced backend developer; a Go primer is included.',
      },
      {
        question: 'When does the course open?',
        answer:
          'It is being recorded now. Enrolled learners of other courses will be notified when it opens.',
      },
    ],
    companies: ['Razorpay', 'Juspay', 'PhonePe', 'Uber', 'Zerodha'],
    modules: [
      {
        title: 'Go for Backend Engineers',
        description: 'Types, interfaces, errors, goroutines and the standard library for services.',
        duration: 50,
        resources: [R.go],
      },
      {
        title: 'Service Contracts with gRPC',
        description: 'Protocol Buffers, code generation and versioning service APIs.',
        duration: 45,
        resources: [R.grpc],
      },
      {
        title: 'Events with Kafka',
        description: 'Reliable publishing with the outbox pattern and idempotent consumers.',
        duration: 48,
        video: false,
      },
      {
        title: 'Resilience Between Services',
        description: 'Timeouts, retries, circuit breakers and back-pressure.',
        duration: 40,
        video: false,
      },
      {
        title: 'Tracing and Metrics',
        description: 'OpenTelemetry traces and Prometheus metrics across every service.',
        duration: 38,
        video: false,
      },
    ],
  },
  {
    slug: 'mlops-production-ml',
    owner: 'second',
    isPublished: false,
    title: 'MLOps: Taking Machine Learning Models to Production',
    description:
      'Package, deploy and monitor machine learning models reliably: experiment tracking, model registries, CI/CD for models, serving and drift detection.',
    category: 'AI/ML',
    level: 'intermediate',
    price: 5999,
    createdAt: '2026-11-02T06:20:00.000Z',
    tags: ['MLOps', 'MLflow', 'Model Deployment', 'Monitoring'],
    requirements: ['Machine learning with scikit-learn or equivalent', 'Basic Docker and Git'],
    learningOutcomes: [
      'Track experiments and register models with MLflow',
      'Build CI/CD pipelines that test and ship models',
      'Serve models as APIs and in batch jobs',
      'Detect data and prediction drift in production',
    ],
    highlights: [
      { title: 'From notebook to service', desc: 'Turn a delivery-time notebook into a monitored API.' },
      { title: 'Drift in practice', desc: 'Watch a model degrade during a festive-season demand shift.' },
      { title: 'Reproducible by default', desc: 'Every model traceable to its data, code and parameters.' },
    ],
    tools: [T.mlflow, T.python, T.docker, T.fastapi, T.actions],
    testimonials: [],
    learningJourney: [
      { step: 'Start from a notebook', desc: 'Take a working model notebook as the starting point.' },
      { step: 'Track and register', desc: 'Add experiment tracking and a model registry.' },
      { step: 'Automate', desc: 'Test and ship the model with a CI/CD pipeline.' },
      { step: 'Monitor', desc: 'Detect drift and retrain on a schedule.' },
    ],
    faqs: [
      {
        question: 'Which cloud does the course use?',
        answer: 'None is required. Everything runs locally with Docker, with optional notes for AWS.',
      },
      {
        question: 'Is this for data scientists or engineers?',
        answer: 'Both. Data scientists learn to ship; engineers learn what makes models different from code.',
      },
    ],
    companies: ['Swiggy', 'Flipkart', 'Fractal Analytics', 'Microsoft', 'Amazon'],
    modules: [
      {
        title: 'Why Models Fail in Production',
        description: 'Training-serving skew, silent failures and drift, with real examples.',
        duration: 25,
      },
      {
        title: 'Experiment Tracking and Model Registry',
        description: 'Log runs, compare them and promote models through stages with MLflow.',
        duration: 42,
        resources: [R.mlflow],
      },
      {
        title: 'CI/CD for Models',
        description: 'Test data, code and model quality before every release.',
        duration: 45,
        video: false,
      },
      {
        title: 'Serving and Monitoring',
        description: 'Online and batch serving, and dashboards that catch drift early.',
        duration: 50,
        video: false,
      },
    ],
  },
];

/**
 * The demo catalogue for the two demo instructors (`primary` is Rahul Sharma, `second` Priya Iyer):
 * 26 published courses, 4 or more in each category, and 2 drafts. Pure: the same input gives the same
 * courses and ids, so seeding again finds them all existing.
 */
export function demoCourses(instructors: {
  primary: { id: string; name: string };
  second: { id: string; name: string };
}): NewCourse[] {
  const courses = seeds.map(
    ({ slug, owner, noVideo, isPublished = true, modules, authoredThroughApi, ...all }): NewCourse => {
      const id = courseIdFor(slug);
      const instructor = instructors[owner];
      const profile = authoredThroughApi ? { achievements: [], socials: {} } : instructorProfiles[owner];
      const fields = authoredThroughApi ? { ...all, ...unauthored } : all;
      return {
        ...fields,
        id,
        isPublished,
        thumbnail: `/course-art/${slug}.svg`,
        instructorId: instructor.id,
        instructor: { id: instructor.id, name: instructor.name, ...profile },
        modules: modules.map((m, i) => {
          const videoUrl = noVideo || m.video === false ? undefined : (m.video ?? SAMPLE_VIDEO);
          return {
            id: moduleIdFor(slug, i + 1),
            courseId: id,
            title: m.title,
            description: m.description,
            duration: m.duration,
            order: i + 1,
            resources: m.resources ?? [],
            ...(videoUrl ? { videoUrl } : {}),
          };
        }),
      };
    },
  );
  // Copies, so a caller changing one course never changes the catalogue or another call's result.
  return structuredClone(courses);
}

/** The sections an API-authored demo course starts without (its instructor adds them, seed-course-pages.ts). */
const unauthored = emptyPageLists() satisfies Partial<CourseSeed>;

/** The demo courses whose instructor authors the page through the API (and uploads the thumbnail), and who that is. */
export const API_AUTHORED_COURSES = seeds
  .filter((s) => s.authoredThroughApi)
  .map((s) => ({ slug: s.slug, owner: s.owner }));

/**
 * What the instructor of an API-authored demo course writes on its page, as the body of PUT /api/courses/{id}: its
 * sections and the instructor card.
 */
export function authoredPageOf(slug: string) {
  const seed = seeds.find((s) => s.slug === slug && s.authoredThroughApi);
  if (!seed) throw new Error(`${slug} is not authored through the API`);
  const { title, experience, bio, achievements, socials } = instructorProfiles[seed.owner];
  return structuredClone({
    highlights: seed.highlights,
    tools: seed.tools,
    testimonials: seed.testimonials,
    learningJourney: seed.learningJourney,
    faqs: seed.faqs,
    companies: seed.companies,
    instructorProfile: { title, experience, bio, achievements, socials },
  });
}
