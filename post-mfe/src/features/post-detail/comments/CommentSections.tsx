import { useEffect, useRef, type ReactNode } from 'react';
import { Collapsible, HelpCircle, ThumbsDown, ThumbsUp } from '@likegripe/shared-ui';
import type { SectionType } from '../../../api/comments.api';
import { sectionCountText } from '../../../lib/count-labels';
import { CommentComposer } from './CommentComposer';
import { SectionComments } from './SectionComments';
import { SECTIONS } from './section-config';
import { SectionBody, SectionStack } from './CommentSections.styles';

const ICONS: Record<SectionType, ReactNode> = {
  like: <ThumbsUp />,
  gripe: <ThumbsDown />,
  question: <HelpCircle />,
};

interface CommentSectionsProps {
  postId: string;
  /** Written comments per section, from the post's comment summary. */
  counts: Record<SectionType, number>;
  /** Every like and gripe of the post, bare reactions included (the action bar's counts). */
  inAll: Record<SectionType, number>;
  /** The Questions section is also opened from the action bar. */
  questionsOpen: boolean;
  onQuestionsOpenChange: (open: boolean) => void;
}

/**
 * Likes, Gripes and Questions, each collapsed at first, with its input and list; a list loads
 * when its section first opens.
 */
export function CommentSections({
  postId,
  counts,
  inAll,
  questionsOpen,
  onQuestionsOpenChange,
}: CommentSectionsProps) {
  const questionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (questionsOpen)
      questionsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [questionsOpen]);

  return (
    <SectionStack>
      {SECTIONS.map((section) => {
        const isQuestions = section.type === 'question';
        return (
          <div key={section.type} ref={isQuestions ? questionsRef : undefined}>
            <Collapsible
              title={section.title}
              count={sectionCountText(section.type, counts[section.type], inAll[section.type])}
              icon={ICONS[section.type]}
              tone={section.tone}
              {...(isQuestions ? { open: questionsOpen, onOpenChange: onQuestionsOpenChange } : {})}
            >
              <SectionBody>
                <CommentComposer postId={postId} section={section} />
                <SectionComments postId={postId} section={section} count={counts[section.type]} />
              </SectionBody>
            </Collapsible>
          </div>
        );
      })}
    </SectionStack>
  );
}
