import type { SectionType } from '../../../api/comments.api';

export interface SectionConfig {
  type: SectionType;
  title: string;
  empty: string;
  placeholder: string;
  submitLabel: string;
  tone: 'like' | 'gripe' | 'primary';
}

/** The post detail's three comment sections, in order, with their texts. */
export const SECTIONS: readonly SectionConfig[] = [
  {
    type: 'like',
    title: 'Likes',
    empty: 'No likes yet. Be the first!',
    placeholder: 'What do you like about this?',
    submitLabel: 'Add Like',
    tone: 'like',
  },
  {
    type: 'gripe',
    title: 'Gripes',
    empty: 'No gripes yet. Be the first!',
    placeholder: 'What could be improved?',
    submitLabel: 'Add Gripe',
    tone: 'gripe',
  },
  {
    type: 'question',
    title: 'Questions',
    empty: 'No questions yet. Be the first!',
    placeholder: 'What would you like to know?',
    submitLabel: 'Ask Question',
    tone: 'primary',
  },
];
