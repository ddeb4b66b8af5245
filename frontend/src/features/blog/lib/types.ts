import type { BLOG_CATEGORIES } from '../constants';

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** The article body: paragraphs, sub-headings and bullet lists, rendered as plain text (no HTML). */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] };

/** A built-in blog article (spec part 2 §3). */
export interface BlogArticle {
  id: string;
  title: string;
  excerpt: string;
  content: readonly ArticleBlock[];
  author: { name: string; role: string };
  /** Calendar date, YYYY-MM-DD. */
  publishDate: string;
  /** Minutes. */
  readTime: number;
  /** Path of the bundled illustration under /blog. */
  image: string;
  imageAlt: string;
  category: BlogCategory;
  tags: readonly string[];
  featured: boolean;
}
