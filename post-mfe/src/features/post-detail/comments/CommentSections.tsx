import { useEffect, useRef, type ReactNode } from 'react';
import { Collapsible, HelpCircle, ThumbsDown, ThumbsUp } from '@likegripe/shared-ui';
import type { SectionType } from '../../../api/comments.api';
import { CommentComposer } from './CommentComposer';
import { CommentThread } from './CommentThread';
import { SECTIONS } from './section-config';
import type { CommentsBySection } from './split-comments';
import { CommentList, EmptyText, SectionBody, SectionStack } from './CommentSections.styles';

const ICONS: Record<SectionType, ReactNode> = {
  like: <ThumbsUp />,
  gripe: <ThumbsDown />,
  question: <HelpCircle />,
};

interface CommentSectionsProps {
  postId: string;
  sections: CommentsBySection;
  /** The Questions section is also opened from the action bar. */
  questionsOpen: boolean;
  onQuestionsOpenChange: (open: boolean) => void;
}

/** Spec §2: Likes, Gripes and Questions, each collapsed at first, with its input and list. */
export function CommentSections({
  postId,
  sections,
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
        const comments = sections[section.type];
        const isQuestions = section.type === 'question';
        return (
          <div key={section.type} ref={isQuestions ? questionsRef : undefined}>
            <Collapsible
              title={section.title}
              count={comments.length}
              icon={ICONS[section.type]}
              tone={section.tone}
              {...(isQuestions ? { open: questionsOpen, onOpenChange: onQuestionsOpenChange } : {})}
            >
              <SectionBody>
                <CommentComposer postId={postId} section={section} />
                {comments.length === 0 ? (
                  <EmptyText>{section.empty}</EmptyText>
                ) : (
                  <CommentList aria-label={section.title}>
                    {comments.map((comment) => (
                      <li key={comment.id}>
                        <CommentThread comment={comment} />
                      </li>
                    ))}
                  </CommentList>
                )}
              </SectionBody>
            </Collapsible>
          </div>
        );
      })}
    </SectionStack>
  );
}
