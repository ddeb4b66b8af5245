export interface FaqItem {
  id: string;
  question: string;
  /** Plain text, searched along with the question. */
  answer: string;
  /** An optional link after the answer (e.g. to the refund policy). */
  link?: { to: string; label: string };
}

export interface FaqCategory {
  id: string;
  label: string;
  items: readonly FaqItem[];
}
