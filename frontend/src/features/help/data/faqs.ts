import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FaqCategory } from '../lib/types';

/** A question as written here: its texts are catalogue messages, read in the page's language by `localiseFaqs`. */
interface FaqSource {
  id: string;
  label: MessageDescriptor;
  items: readonly {
    id: string;
    question: MessageDescriptor;
    answer: MessageDescriptor;
    link?: { to: string; label: MessageDescriptor };
  }[];
}

/**
 * The help page's questions, grouped by tab. The answers carry the spec's claims (part 2 §2): 24/7 chat,
 * phone hours, 4-hour e-mail replies, under 5 minutes average response, 98% satisfaction, 7-day refund,
 * 2500+ hiring partners, 92% placement rate, 8 to 24 week courses, 4GB RAM, and cards, net banking,
 * UPI and EMI.
 */
const faqSource: readonly FaqSource[] = [
  {
    id: 'general',
    label: msg`General`,
    items: [
      {
        id: 'what-is-academy',
        question: msg`What is the Academy?`,
        answer: msg`We are an online learning academy for learners across India. We offer 200+ industry-built courses in web development, data science, mobile development, DevOps, AI/ML and more, taught by expert instructors, with certificates and placement support.`,
      },
      {
        id: 'who-for',
        question: msg`Who are the courses for?`,
        answer: msg`College students, recent graduates, working professionals who want to upskill and anyone switching careers into tech. Beginner courses assume no prior programming experience.`,
      },
      {
        id: 'system-requirements',
        question: msg`What do I need to take a course?`,
        answer: msg`A laptop or desktop with a minimum of 4GB RAM (8GB is better for data science and mobile development), an up-to-date browser such as Chrome, Edge or Firefox, and a stable internet connection. You can watch recorded lessons on your phone too.`,
      },
      {
        id: 'live-or-recorded',
        question: msg`Are classes live or recorded?`,
        answer: msg`Both. Live classes and doubt-clearing sessions run on a weekly schedule, and every session is recorded so you can watch it again or catch up later.`,
      },
      {
        id: 'contact-support',
        question: msg`How quickly does support reply?`,
        answer: msg`Live chat is available 24/7 with an average response time of under 5 minutes. Phone support runs Monday to Saturday 9AM to 9PM IST, and e-mails get a response within 4 hours. 98% of learners rate their support experience as satisfied.`,
      },
    ],
  },
  {
    id: 'courses',
    label: msg`Courses`,
    items: [
      {
        id: 'course-length',
        question: msg`How long are the courses?`,
        answer: msg`Courses run from 8 to 24 weeks depending on the programme and level. Each course page shows its total duration and the number of modules.`,
      },
      {
        id: 'weekly-time',
        question: msg`How much time do I need each week?`,
        answer: msg`Most learners spend 8 to 10 hours a week on lessons, assignments and projects. Weekend-friendly batches suit working professionals.`,
      },
      {
        id: 'levels',
        question: msg`Which level should I choose?`,
        answer: msg`Courses are marked beginner, intermediate or advanced. If you are new to programming, start with a beginner course; the course page lists any requirements.`,
      },
      {
        id: 'lifetime-access',
        question: msg`Do I keep access after the course ends?`,
        answer: msg`Yes. Enrolled learners get lifetime access to the recorded lessons and course resources, including future updates to the course.`,
      },
      {
        id: 'mentorship',
        question: msg`Will I have a mentor?`,
        answer: msg`Yes. Every course includes mentorship from working professionals: ask questions in the course discussion forum, chat with your mentor and join live sessions.`,
      },
    ],
  },
  {
    id: 'payments',
    label: msg`Payments & Refunds`,
    items: [
      {
        id: 'payment-methods',
        question: msg`Which payment methods do you accept?`,
        answer: msg`You can pay by credit or debit cards, net banking, UPI and EMI. All prices are in Indian rupees (₹).`,
      },
      {
        id: 'emi',
        question: msg`Can I pay in instalments?`,
        answer: msg`Yes. EMI options are available at checkout on eligible cards, so you can spread the course fee over several months.`,
      },
      {
        id: 'refund',
        question: msg`Can I get a refund?`,
        answer: msg`Yes, we offer a 7-day refund. If you are not satisfied, request a refund within 7 days of enrolling and we will return the full amount to your original payment method.`,
        link: { to: '/refund-policy', label: msg`Read the refund policy` },
      },
      {
        id: 'free-courses',
        question: msg`Are there free courses?`,
        answer: msg`Yes. Some courses are free: they are marked Free on the course page, and you can enrol in them without any payment.`,
      },
      {
        id: 'invoice',
        question: msg`Will I get an invoice?`,
        answer: msg`Yes. Every paid course gets a GST tax invoice: it comes attached to the receipt we e-mail when your payment is confirmed, and it is on My purchases too. For an invoice in your company's name, tick "I need a GST invoice for my business" at checkout and give your GSTIN.`,
      },
    ],
  },
  {
    id: 'certificates',
    label: msg`Certificates & Placements`,
    items: [
      {
        id: 'certificate',
        question: msg`Do I get a certificate?`,
        answer: msg`Yes. You receive an industry certificate when you complete all the modules of a course. Your certificates appear in your student account, ready to download and share.`,
      },
      {
        id: 'verify-certificate',
        question: msg`Can employers verify my certificate?`,
        answer: msg`Yes. Every certificate has a unique certificate ID that employers can use to confirm it is genuine.`,
      },
      {
        id: 'placement-support',
        question: msg`What placement support do you offer?`,
        answer: msg`Resume reviews, mock interviews and referrals to our network of 2500+ hiring partners. Our placement rate is 92% for learners who complete their programme and take part in placement activities.`,
      },
      {
        id: 'placement-eligibility',
        question: msg`When can I start applying for jobs?`,
        answer: msg`Once you have completed your capstone project, our placement team shares matching openings with you and helps you prepare for each interview.`,
      },
    ],
  },
];

/** The questions in the language being rendered (the search reads these texts). */
export const localiseFaqs = (i18n: I18n): FaqCategory[] =>
  faqSource.map((category) => ({
    id: category.id,
    label: i18n._(category.label),
    items: category.items.map(({ id, question, answer, link }) => ({
      id,
      question: i18n._(question),
      answer: i18n._(answer),
      ...(link && { link: { to: link.to, label: i18n._(link.label) } }),
    })),
  }));
