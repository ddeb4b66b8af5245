import type { BlogArticle } from '../lib/types';

const p = (text: string) => ({ kind: 'paragraph', text }) as const;
const h = (text: string) => ({ kind: 'heading', text }) as const;
const list = (...items: string[]) => ({ kind: 'list', items }) as const;

/** The six built-in articles (spec part 2 §2, §3), newest first. */
export const articles: readonly BlogArticle[] = [
  {
    id: 'full-stack-developer-roadmap',
    title: 'The Full-Stack Developer Roadmap: What Indian Recruiters Actually Look For',
    excerpt:
      'Frameworks come and go, but the skills that get freshers shortlisted for full-stack roles are surprisingly stable. Here is the order in which to learn them.',
    author: { name: 'Karthik Iyer', role: 'Senior Web Development Mentor' },
    publishDate: '2025-03-18',
    readTime: 9,
    image: '/blog/full-stack-roadmap.svg',
    imageAlt: 'Illustration of a browser window with a page layout next to code brackets',
    category: 'Web Development',
    tags: ['React', 'JavaScript', 'Node.js', 'Roadmap', 'Full-stack'],
    featured: true,
    content: [
      p(
        'Scroll through job listings for "full-stack developer" in Bengaluru, Pune or Hyderabad and the list of technologies can feel endless. Yet when we ask hiring managers at our partner companies what makes them shortlist a fresher, the answers barely change from year to year: solid JavaScript, one frontend framework, one backend stack, a database, and proof that you can ship something end to end.',
      ),
      h('Start with the web platform, not a framework'),
      p(
        'Most interview rejections we see are not about React or Angular. They are about HTML semantics, CSS layout and JavaScript fundamentals. Spend your first six to eight weeks on these: build pages with Flexbox and Grid that work on a phone, understand how the browser handles events, and get comfortable with closures, promises and async/await. Interviewers often ask you to build a small component without a framework, precisely to test this.',
      ),
      h('Pick one frontend framework and go deep'),
      p(
        'React has the largest share of openings in India, so it is a safe default. Learn components, state, effects and routing, then learn how data is fetched and cached. Go deep rather than wide: one polished React project impresses more than three half-finished ones in different frameworks.',
      ),
      h('Add a backend and a database'),
      p(
        'Node.js with Express keeps you in one language, while Java with Spring Boot is still in heavy demand at IT services companies and banks. Whichever you pick, learn to design a REST API, validate input, handle errors and authenticate users. Pair it with a relational database such as PostgreSQL or MySQL: joins, indexes and transactions come up in almost every interview.',
      ),
      h('What a shortlist-ready portfolio looks like'),
      list(
        'Two or three complete projects, deployed and usable, with a clear README',
        'At least one project with sign-in, a database and a non-trivial feature such as search or payments',
        'Clean commit history on GitHub that shows how the project evolved',
        'Basic tests and a short note on what you would improve next',
      ),
      p(
        'Finally, practise explaining your choices. Recruiters rarely expect freshers to know everything, but they do expect you to explain why you structured your code the way you did. That conversation is where full-stack candidates win or lose the offer.',
      ),
    ],
  },
  {
    id: 'python-or-java-first-language',
    title: 'Python or Java? Choosing Your First Programming Language',
    excerpt:
      'The language debate wastes more beginner hours than any bug. A practical way to choose, based on the roles you want and how campus and off-campus hiring works in India.',
    author: { name: 'Meera Nair', role: 'Programming Faculty Lead' },
    publishDate: '2025-02-04',
    readTime: 7,
    image: '/blog/first-programming-language.svg',
    imageAlt: 'Illustration of two terminal windows with lines of code and a curly brace',
    category: 'Programming',
    tags: ['Python', 'Java', 'Beginners', 'DSA'],
    featured: false,
    content: [
      p(
        'Every batch we teach starts with the same question: should I learn Python or Java first? The honest answer is that your first language matters less than how well you learn to think in code. Still, the choice has practical consequences for the jobs you target, so it is worth making deliberately.',
      ),
      h('Choose Python if you are heading towards data or automation'),
      p(
        'Python reads almost like English, which lets beginners focus on logic instead of syntax. It is the default language for data analysis, machine learning and scripting, and it is increasingly common in backend development. If your goal is a data analyst or data science role, Python is the obvious start.',
      ),
      h('Choose Java if you are aiming at service companies and enterprise roles'),
      p(
        'Large IT services firms, banks and product companies with big backend systems still hire heavily for Java. Its strict typing and object-oriented structure feel verbose at first, but they teach habits that transfer well to any language. Many campus coding tests also allow Java, and a lot of interview preparation material is written with it.',
      ),
      h('What matters more than the language'),
      list(
        'Data structures and algorithms: arrays, hash maps, recursion, trees and graphs',
        'Problem solving on paper before you type, then testing with edge cases',
        "Reading other people's code and error messages calmly",
        'Using Git from your very first project',
      ),
      p(
        'Our advice: pick one, stay with it for at least three months, and solve a problem every day. Once you are comfortable, learning the second language takes weeks, not months, because the hard part, thinking like a programmer, is already done.',
      ),
    ],
  },
  {
    id: 'data-science-without-cs-degree',
    title: 'Breaking into Data Science Without a Computer Science Degree',
    excerpt:
      'Commerce, engineering or economics graduate? Many of the best analysts we have placed did not study computer science. Here is the path that worked for them.',
    author: { name: 'Ananya Deshpande', role: 'Data Science Programme Head' },
    publishDate: '2024-12-10',
    readTime: 8,
    image: '/blog/data-science-without-cs-degree.svg',
    imageAlt: 'Illustration of a bar chart with a rising trend line beside a pie chart',
    category: 'Data Science',
    tags: ['Data Science', 'SQL', 'Statistics', 'Portfolio', 'Career switch'],
    featured: true,
    content: [
      p(
        'Data roles reward curiosity about a business as much as technical skill. That is good news for graduates from commerce, economics, mechanical engineering and even the life sciences: your domain knowledge is an advantage, provided you build the technical foundation around it.',
      ),
      h('Step one: SQL and spreadsheets'),
      p(
        'Most entry-level data analyst roles in India spend more time in SQL than in machine learning. Learn to filter, join, group and window data until you can answer a business question in a single query. Pair it with strong Excel or Google Sheets skills: pivot tables and lookups are still how many teams share numbers.',
      ),
      h('Step two: statistics you can explain'),
      p(
        'You do not need advanced mathematics to start, but you do need to understand averages and medians, distributions, sampling, correlation and the basics of hypothesis testing. Interviewers often ask you to explain a result to a non-technical manager; practise doing exactly that.',
      ),
      h('Step three: Python for analysis, then modelling'),
      p(
        'Learn Python with pandas for cleaning and reshaping data, and a plotting library for charts. Only then move on to scikit-learn for regression, classification and clustering. Understanding when a simple model is good enough is more valuable than knowing the latest deep learning architecture.',
      ),
      h('Build a portfolio around real questions'),
      list(
        'Use public Indian datasets, such as those on government open-data portals, to answer a question you care about',
        'Show the whole journey: raw data, cleaning decisions, analysis and a clear recommendation',
        'Publish one dashboard that a recruiter can open in a browser',
        'Write a short summary of each project in plain language',
      ),
      p(
        'Career switchers who follow this path typically become job-ready in six to nine months of steady part-time study. Your previous degree is not a gap to hide: in interviews, present it as the domain expertise that lets you ask better questions of the data.',
      ),
    ],
  },
  {
    id: 'ux-design-portfolio',
    title: 'UX Design in India: Building a Portfolio That Gets You Interviews',
    excerpt:
      'Hiring managers spend only a few minutes on each portfolio. Learn how to structure case studies that show your thinking, not just polished screens.',
    author: { name: 'Rohan Kapoor', role: 'Product Design Mentor' },
    publishDate: '2024-10-22',
    readTime: 6,
    image: '/blog/ux-design-portfolio.svg',
    imageAlt: 'Illustration of two design artboards, a pen tool and colour swatches',
    category: 'Design',
    tags: ['UX', 'Figma', 'Portfolio', 'Case studies'],
    featured: false,
    content: [
      p(
        'Demand for UX and product designers in India has grown with every new fintech, edtech and consumer app. But the portfolios we review often make the same mistake: they show beautiful final screens and almost nothing about how the designer got there. Recruiters want the opposite.',
      ),
      h('Lead with the problem'),
      p(
        'Open each case study with the user, the problem and why it mattered. "Small shop owners in tier-2 cities were abandoning the onboarding flow at the GST details step" is far more compelling than "I redesigned an onboarding flow".',
      ),
      h('Show your process honestly'),
      list(
        'Research: who you spoke to, what you learnt, and one insight that surprised you',
        'Exploration: early sketches and wireframes, including ideas you rejected and why',
        'Decisions: trade-offs you made around constraints such as low-end phones or slow networks',
        'Outcome: what changed, measured where possible, and what you would test next',
      ),
      h('Design for Bharat, not just for metros'),
      p(
        'Designs that consider regional languages, low bandwidth, shared devices and first-time internet users stand out immediately, because that is the audience many Indian products are now building for. Accessibility belongs here too: good contrast, readable text sizes and clear focus states are signs of a mature designer.',
      ),
      p(
        'Three thoughtful case studies beat ten shallow ones. Keep each one scannable, with headings and short paragraphs, and make sure your portfolio itself loads quickly on a phone. It is, after all, your first design that every recruiter uses.',
      ),
    ],
  },
  {
    id: 'ninety-day-interview-plan',
    title: 'Cracking Tech Interviews: A 90-Day Preparation Plan',
    excerpt:
      'A week-by-week plan for freshers and early-career developers covering aptitude, coding rounds, projects and the HR conversation.',
    author: { name: 'Sneha Reddy', role: 'Placement Coach' },
    publishDate: '2024-09-05',
    readTime: 10,
    image: '/blog/tech-interview-plan.svg',
    imageAlt: 'Illustration of a checklist and a winding path leading to a flag',
    category: 'Career',
    tags: ['Interviews', 'DSA', 'Resume', 'Placements'],
    featured: false,
    content: [
      p(
        'Whether you are preparing for campus placements or applying off campus, most tech hiring processes in India follow a familiar pattern: an online assessment with aptitude and coding questions, one or two technical interviews, and an HR round. Ninety days of focused preparation is enough to be ready for all of them.',
      ),
      h('Days 1 to 30: foundations'),
      p(
        'Revise one programming language thoroughly and cover the core data structures: arrays, strings, hash maps, stacks, queues and linked lists. Solve two or three problems a day, easy first. In parallel, spend twenty minutes daily on quantitative aptitude and logical reasoning, which many online assessments still use as a first filter.',
      ),
      h('Days 31 to 60: depth and projects'),
      p(
        'Move on to trees, graphs, recursion, sorting and searching, and dynamic programming basics. Time yourself. At the same time, polish one or two projects until you can explain every design decision, and revise core subjects such as operating systems, DBMS and computer networks, which frequently appear in technical rounds.',
      ),
      h('Days 61 to 90: interview mode'),
      list(
        'Take at least two full mock interviews a week, and ask for honest feedback',
        'Practise thinking aloud while you code: interviewers grade the process, not just the answer',
        'Rewrite your resume so that every line shows an outcome, and keep it to one page',
        'Prepare short stories for common HR questions: a challenge you faced, a team conflict, why this company',
      ),
      p(
        'Consistency beats intensity. Two focused hours every day for ninety days will take you further than weekend marathons. Track what you practise, revisit the problems you got wrong, and walk into each interview knowing that you have prepared properly.',
      ),
    ],
  },
  {
    id: 'understanding-tech-salaries',
    title: 'Understanding Tech Salaries in India: CTC, In-Hand Pay and Negotiation',
    excerpt:
      'Your offer letter says one number, your bank account shows another. How to read a CTC break-up, compare offers fairly and negotiate with confidence.',
    author: { name: 'Vikram Singh', role: 'Career Services Manager' },
    publishDate: '2024-07-16',
    readTime: 7,
    image: '/blog/tech-salaries-india.svg',
    imageAlt: 'Illustration of stacks of coins beside rising bars and an upward arrow',
    category: 'Career',
    tags: ['Salary', 'CTC', 'Negotiation', 'Offers'],
    featured: false,
    content: [
      p(
        'For many first-time job seekers, the biggest surprise of their first payslip is how different it looks from the offer letter. The reason is cost to company, or CTC: the total amount a company spends on you in a year, only part of which arrives in your account every month.',
      ),
      h('What goes into a CTC'),
      list(
        'Fixed pay: basic salary, house rent allowance and special allowances',
        'Employer contributions: provident fund and, in many companies, gratuity and insurance premiums',
        "Variable pay: performance bonuses that depend on your rating and the company's results",
        'One-time components: joining bonuses, relocation support and sometimes stock options',
      ),
      h('From CTC to in-hand pay'),
      p(
        'To estimate your monthly take-home, start with fixed pay only, subtract your own provident fund contribution, professional tax where your state levies it, and income tax, then divide by twelve. Compare the new and old tax regimes for your situation, because the better choice depends on your rent, investments and other deductions.',
      ),
      h('Comparing two offers fairly'),
      p(
        'Compare fixed pay first, then look at variable pay and how reliably it has been paid out. Consider learning opportunities, the quality of the team, notice-period and bond clauses, and the cost of living in the city. A slightly lower CTC at a company where you will learn fast is often the better long-term choice.',
      ),
      h('Negotiating with confidence'),
      p(
        'Negotiation is normal, even for freshers with competing offers. Be polite, be specific, and base your request on market data and the skills you bring. Ask about the fixed component rather than the headline number, and get the final break-up in writing before you accept.',
      ),
    ],
  },
];

export function findArticle(id: string | undefined): BlogArticle | undefined {
  return articles.find((article) => article.id === id);
}
