import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/** One question of a FAQ and its answer (one message per paragraph). */
export interface FaqItem {
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor[];
}

/**
 * What a section holds, in order: a paragraph (a message), a bulleted or numbered list (a message per item),
 * questions that open and close, or a component of its own (the privacy page's storage list).
 */
export type InfoBlock =
  | MessageDescriptor
  | { list: MessageDescriptor[]; ordered?: boolean }
  | { faq: FaqItem[] }
  | { component: ComponentType };

/** An h2 section of an information page; `id` is its anchor (/privacy#browser-storage). */
export interface InfoSectionContent {
  id: string;
  heading: MessageDescriptor;
  blocks: InfoBlock[];
  /** Shown only in the embedded service's demo shop (its codes mean nothing to a real Saleor's shoppers). */
  demoOnly?: boolean;
}

/** An information page: its lead paragraph, its meta description and its sections. */
export interface InfoPageContent {
  intro: MessageDescriptor;
  description: MessageDescriptor;
  sections: InfoSectionContent[];
}
